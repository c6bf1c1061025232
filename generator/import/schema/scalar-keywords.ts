/**
 * Copies the keywords of a Schema Object that hold plain values (strings, numbers, booleans,
 * `enum`, `const`, `default`, `example(s)`, and `xml`'s names and flags), checking each value's
 * kind. OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` become 3.1's numeric form,
 * and a `pattern`'s Ruby or Python anchors JavaScript's (pattern-anchors.ts), one written as a
 * literal its body (pattern-literal.ts).
 */
import type { ManifestSchema } from '../../manifest/schema.ts';
import type { ImportContext } from '../context.ts';
import { pointerTo } from '../json-pointer.ts';
import { ecmaAnchors } from './pattern-anchors.ts';
import { literalBody } from './pattern-literal.ts';
import { xmlHints } from './xml-keyword.ts';

type Draft = Record<string, unknown>;

const STRING_KEYS = new Set(['format', 'title', 'description', 'pattern']);
const BOOLEAN_KEYS = new Set(['deprecated', 'readOnly', 'writeOnly', 'uniqueItems']);
const NUMBER_KEYS = new Set(['minimum', 'maximum']);
const COUNT_KEYS = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);

/** The warning for a keyword whose value is not of the kind it takes. */
const ignored = (key: string, expected: string) => `expected ${expected} for "${key}"; ignored`;
const ENUM_VALUES = 'a non-empty list of strings, numbers, booleans or null';

/** The scalars of an enum that also lists objects or lists, until the schema's `type` is known. */
const PARTIAL_ENUM = '$partialEnum';
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/**
 * An enum that lists objects or lists among its values. Where the schema is of scalar types
 * (Enode's charging reasons: `[{override: true}, DEFAULT]` of a string), no object can be one,
 * so the scalars are the values a validator takes, and they are kept. Otherwise the objects
 * were values too, which the manifest cannot hold: the enum is dropped, as before.
 */
function finishPartialEnum(draft: Draft, pointer: string, ctx: ImportContext): void {
  if (!(PARTIAL_ENUM in draft)) return;
  const scalars = draft[PARTIAL_ENUM] as unknown[];
  delete draft[PARTIAL_ENUM];
  const types = Array.isArray(draft.type) ? draft.type : draft.type === undefined ? [] : [draft.type];
  const at = pointerTo(pointer, 'enum');
  if (types.length > 0 && types.every((type) => SCALAR_TYPES.has(type as string))) {
    draft.enum = scalars;
    ctx.warnings.warn(at, `values that are objects or lists cannot be of type ${types.join(' or ')}; left out of the enum`);
  } else {
    ctx.warnings.warn(at, ignored('enum', ENUM_VALUES));
  }
}

const isScalar = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Handles `key` if it is a plain-value keyword; returns false when it is not one. */
export function copyScalarKeyword(draft: Draft, key: string, value: unknown, pointer: string, ctx: ImportContext): boolean {
  const at = pointerTo(pointer, key);
  const bad = (expected: string) => ctx.warnings.warn(at, ignored(key, expected));
  if (key === 'pattern' && typeof value === 'string') {
    const body = literalBody(value);
    if (body !== undefined) ctx.warnings.warn(at, `a pattern written as a JavaScript literal matches no text with its slashes; read without them (${JSON.stringify(body)})`);
    draft.pattern = ecmaAnchors(body ?? value);
    if (draft.pattern !== (body ?? value)) ctx.warnings.warn(at, `the anchors \\A, \\z and \\Z are not JavaScript's; read as ^ and $ (${JSON.stringify(draft.pattern)})`);
  } else if (STRING_KEYS.has(key)) typeof value === 'string' ? (draft[key] = value) : bad('a string');
  else if (BOOLEAN_KEYS.has(key)) typeof value === 'boolean' ? (draft[key] = value) : bad('true or false');
  else if (NUMBER_KEYS.has(key)) typeof value === 'number' ? (draft[key] = value) : bad('a number');
  else if (COUNT_KEYS.has(key)) Number.isInteger(value) && (value as number) >= 0 ? (draft[key] = value) : bad('a non-negative integer');
  else if (key === 'multipleOf') typeof value === 'number' && value > 0 ? (draft[key] = value) : bad('a positive number');
  else if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') {
    if (typeof value === 'number') draft[key] = value;
    else if (typeof value === 'boolean') draft[`$bool:${key}`] = value; // 3.0 form, resolved by finishScalarKeywords
    else bad('a number');
  } else if (key === 'enum') {
    const scalars = Array.isArray(value) ? value.filter(isScalar) : [];
    if (scalars.length === 0) bad(ENUM_VALUES);
    else if (scalars.length === (value as unknown[]).length) draft.enum = value;
    else draft[PARTIAL_ENUM] = scalars; // settled by finishScalarKeywords, once `type` is read
  } else if (key === 'const') isScalar(value) ? (draft.const = value) : bad('a string, number, boolean or null');
  else if (key === 'default' || key === 'example') draft[key] = value;
  else if (key === 'xml') {
    const hints = xmlHints(value, at, ctx);
    if (hints) draft.xml = hints;
  } else if (key === 'examples') {
    if (Array.isArray(value)) {
      if (value.length > 0 && !('example' in draft)) draft.$examples = value[0];
    } else bad('a list of examples');
  } else return false;
  return true;
}

/** 3.0's boolean `exclusiveMinimum` / `exclusiveMaximum`, the bound each applies to, and where the draft holds it until then. */
const BOOLEAN_BOUNDS = [
  ['exclusiveMinimum', 'minimum', '$bool:exclusiveMinimum'],
  ['exclusiveMaximum', 'maximum', '$bool:exclusiveMaximum'],
] as const;

/** Applies the 3.0 boolean bounds and the first of `examples`, once every keyword was read. */
export function finishScalarKeywords(draft: Draft, pointer: string, ctx: ImportContext): void {
  finishPartialEnum(draft, pointer, ctx);
  for (const [flag, bound, key] of BOOLEAN_BOUNDS) {
    if (!(key in draft)) continue;
    const on = draft[key] === true;
    delete draft[key];
    if (!on) continue;
    if (typeof draft[bound] === 'number') {
      draft[flag] = draft[bound];
      delete draft[bound];
    } else ctx.warnings.warn(pointerTo(pointer, flag), `"${flag}: true" needs "${bound}"; ignored`);
  }
  if ('$examples' in draft) {
    if (!('example' in draft)) draft.example = draft.$examples;
    delete draft.$examples;
  }
}

export type { Draft, ManifestSchema };
