/**
 * Converts an OpenAPI Schema Object (3.0 or 3.1) into a manifest schema: objects, arrays, enums,
 * `allOf`/`oneOf`/`anyOf` with discriminators, nullability in either spelling, formats,
 * constraints, descriptions, defaults and examples. A `$ref` to a component schema stays a named
 * reference (so recursive schemas stay recursive); any other local `$ref` is inlined. Keywords
 * the manifest cannot express (`not`, `if`, `patternProperties`, tuple `items`, …) are warnings
 * naming their JSON Pointer; the rest of the schema is kept.
 */
import { moveArrayEnumToItems } from './array-enum.ts';
import type { ManifestSchema } from '../../manifest/schema.ts';
import type { ImportContext } from '../context.ts';
import { pointerTo, valueAtPointer } from '../json-pointer.ts';
import { isRecord } from '../openapi-document.ts';
import { siblingPropertyNames } from './sibling-properties.ts';
import { separateCombinatorSiblings } from './combinator-siblings.ts';
import { componentSchemaName } from './component-ref.ts';
import { convertDiscriminator } from './discriminator.ts';
import { isIgnoredKeyword, orderSchemaKeys, REF_SIBLINGS } from './keywords.ts';
import { writeImpliedForms } from './implied-forms.ts';
import { collapseNullUnion, dropNullFromEnum, type SchemaType, splitNullType } from './nullable.ts';
import { copyScalarKeyword, type Draft, finishScalarKeywords } from './scalar-keywords.ts';

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** `inlining` holds the pointers of non-component `$ref` targets being inlined, to stop cycles. */
export function convertSchema(
  value: unknown,
  pointer: string,
  ctx: ImportContext,
  inlining: ReadonlySet<string> = new Set(),
  /** For a part of an `allOf`: the property names its sibling parts declare. */
  siblings: ReadonlySet<string> = NO_NAMES,
): ManifestSchema {
  if (value === true) return {};
  if (!isRecord(value)) {
    ctx.warnings.warn(pointer, value === false ? 'the schema "false" (no value is valid) is not supported; treated as any value' : 'expected a schema object; treated as any value');
    return {};
  }
  if (typeof value.$ref === 'string') return convertRef(value, pointer, ctx, inlining);

  const draft: Draft = {};
  for (const [key, child] of Object.entries(value)) {
    const at = pointerTo(pointer, key);
    if (copyScalarKeyword(draft, key, child, pointer, ctx) || isIgnoredKeyword(key)) continue;
    switch (key) {
      case 'type':
        convertType(draft, child, at, ctx);
        break;
      case 'nullable':
        if (child === true) draft.nullable = true;
        break;
      case 'properties':
        if (isRecord(child)) {
          draft.properties = convertProperties(child, at, ctx, inlining);
        } else ctx.warnings.warn(at, 'expected a mapping of property schemas; ignored');
        break;
      case 'required':
        if (Array.isArray(child) && child.every((n) => typeof n === 'string')) draft.required = child;
        else ctx.warnings.warn(at, 'expected a list of property names; ignored');
        break;
      case 'additionalProperties':
        if (child === false && ctx.extendedClosed?.has(pointer)) {
          ctx.warnings.warn(at, 'an allOf adds properties beside this schema, which "additionalProperties: false" refuses as JSON Schema reads it; it is left open, as the allOf means');
          break;
        }
        draft.additionalProperties =
          typeof child === 'boolean' ? child : isRecord(child) && Object.keys(child).length === 0 ? true : convertSchema(child, at, ctx, inlining);
        break;
      case 'items':
        if (Array.isArray(child)) ctx.warnings.warn(at, 'tuple "items" (a list of schemas) is not supported; items are typed as any value');
        else draft.items = convertSchema(child, at, ctx, inlining);
        break;
      case 'allOf':
      case 'oneOf':
      case 'anyOf':
        if (Array.isArray(child) && child.length > 0) {
          const declared = key === 'allOf' ? siblingPropertyNames(child, ctx) : [];
          draft[key] = child.map((s, i) => convertSchema(s, pointerTo(at, i), ctx, inlining, declared[i]));
        }
        else ctx.warnings.warn(at, `expected a non-empty list of schemas for "${key}"; ignored`);
        break;
      case 'discriminator': {
        const discriminator = convertDiscriminator(child, at, ctx);
        if (discriminator) draft.discriminator = discriminator;
        break;
      }
      default:
        ctx.warnings.warn(at, `schema keyword "${key}" is not supported; ignored`);
    }
  }
  finishScalarKeywords(draft, pointer, ctx);
  moveArrayEnumToItems(draft, pointer, ctx);
  declareRequiredProperties(draft, pointer, ctx, siblings);
  return orderSchemaKeys(writeImpliedForms(dropNullFromEnum(separateCombinatorSiblings(collapseNullUnion(draft as ManifestSchema), pointer, ctx))));
}

function convertType(draft: Draft, value: unknown, at: string, ctx: ImportContext): void {
  const list = Array.isArray(value) ? value : [value];
  const known = list.filter((t): t is SchemaType => typeof t === 'string' && TYPES.has(t));
  list.filter((t) => !known.includes(t as never)).forEach((t) => ctx.warnings.warn(at, `unknown type ${JSON.stringify(t)}; ignored`));
  if (known.length === 0) return;
  const { type, nullable } = splitNullType(Array.isArray(value) ? known : known[0]!);
  draft.type = type;
  if (nullable) draft.nullable = true;
}

const IN_VARIANT = /\/(?:allOf|anyOf|oneOf)\/\d+$/;

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * `required` naming a property that `properties` does not declare still means, in JSON Schema,
 * that the object carries it (SpaceTraders' ShipyardShip requires an undeclared `symbol`): the
 * property is added as any value, so the types, the validators and the mock all expect it. So is
 * a name an `allOf` part requires and a sibling part declares (Ideal Postcodes' licensee
 * `whitelist`), quietly: its type is the sibling's, which any value leaves as it is in an
 * intersection. In other variants the name usually belongs to a sibling variant, whose type an
 * any-value property would blur, so there it is dropped; so is `__proto__`, which no manifest
 * property may be called.
 */
function declareRequiredProperties(draft: Draft, pointer: string, ctx: ImportContext, siblings: ReadonlySet<string>): void {
  const required = draft.required as string[] | undefined;
  if (required && !draft.properties && required.some((name) => siblings.has(name))) draft.properties = {};
  const properties = draft.properties as Record<string, unknown> | undefined;
  if (!required || !properties) return;
  const kept = required.filter((name, i) => {
    if (Object.hasOwn(properties, name)) return true;
    if (siblings.has(name) && name !== '__proto__') {
      properties[name] = {};
      return true;
    }
    if (name === '__proto__' || IN_VARIANT.test(pointer)) {
      ctx.warnings.warn(pointerTo(pointer, 'required', i), `required property "${name}" is not among the properties; ignored`);
      return false;
    }
    properties[name] = {};
    ctx.warnings.warn(pointerTo(pointer, 'required', i), `required property "${name}" is not among the properties; added as any value`);
    return true;
  });
  if (kept.length > 0) draft.required = kept;
  else delete draft.required;
}

/** Keywords beside a `$ref` that shape the object it names further: applied as another `allOf` part. */
const REF_SHAPING = ['required', 'properties'];

function convertRef(value: Record<string, unknown>, pointer: string, ctx: ImportContext, inlining: ReadonlySet<string>): ManifestSchema {
  if (REF_SHAPING.some((key) => value[key] !== undefined)) return convertShapedRef(value, pointer, ctx, inlining);
  const ref = value.$ref as string;
  const siblings: Draft = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' || isIgnoredKeyword(key)) continue;
    if (!REF_SIBLINGS.has(key)) ctx.warnings.warn(pointerTo(pointer, key), `"${key}" next to "$ref" is not supported; ignored`);
    else if (key === 'nullable') {
      if (child === true) siblings.nullable = true;
    } else copyScalarKeyword(siblings, key, child, pointer, ctx);
  }
  finishScalarKeywords(siblings, pointer, ctx);

  const component = componentSchemaName(ref);
  if (component !== undefined) {
    const name = ctx.schemaNames.get(component);
    if (name !== undefined) return orderSchemaKeys({ $ref: name, ...siblings } as ManifestSchema);
    ctx.warnings.warn(pointerTo(pointer, '$ref'), `reference ${JSON.stringify(ref)} points at nothing; treated as any value`);
    return orderSchemaKeys(siblings as ManifestSchema);
  }
  const target = ctx.refs.localTarget(ref, pointerTo(pointer, '$ref'));
  if (target === undefined) return orderSchemaKeys(siblings as ManifestSchema);
  if (inlining.has(target)) {
    ctx.warnings.warn(pointerTo(pointer, '$ref'), `reference ${JSON.stringify(ref)} is recursive but not a component schema; move it to components/schemas. Treated as any value here`);
    return orderSchemaKeys(siblings as ManifestSchema);
  }
  const next = valueAtPointer(ctx.doc, target);
  if (next === undefined) {
    ctx.warnings.warn(pointerTo(pointer, '$ref'), `reference ${JSON.stringify(ref)} points at nothing; treated as any value`);
    return orderSchemaKeys(siblings as ManifestSchema);
  }
  const inlined = convertSchema(next, target, ctx, new Set([...inlining, target]));
  return orderSchemaKeys({ ...inlined, ...siblings });
}

/**
 * A `$ref` with `required` or `properties` beside it (SoundCloud's track upload requires
 * `track[asset_data]` of the schema it names): OpenAPI 3.1 applies every keyword beside a `$ref`,
 * and so do validating proxies such as Prism for 3.0, so the names must be sent. It is an `allOf`
 * of the reference (with its other siblings) and an object of those keywords, whose required
 * names the reference declares are required quietly, as in any `allOf`.
 */
function convertShapedRef(value: Record<string, unknown>, pointer: string, ctx: ImportContext, inlining: ReadonlySet<string>): ManifestSchema {
  const shaping = Object.fromEntries(REF_SHAPING.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !REF_SHAPING.includes(key)));
  const declared = siblingPropertyNames([{ $ref: value.$ref }, shaping], ctx)[1];
  return { allOf: [convertRef(rest, pointer, ctx, inlining), convertSchema({ type: 'object', ...shaping }, pointer, ctx, inlining, declared)] };
}

/** Each property's schema; `__proto__` is dropped, as the manifest refuses it: plain-object copies in generated code lose it. */
function convertProperties(properties: Record<string, unknown>, pointer: string, ctx: ImportContext, inlining: ReadonlySet<string>): Record<string, ManifestSchema> {
  const converted: Record<string, ManifestSchema> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (name === '__proto__') {
      ctx.warnings.warn(pointerTo(pointer, name), 'property "__proto__" is dropped: JavaScript objects treat it as their prototype, so generated code cannot carry it');
      continue;
    }
    converted[name] = convertSchema(schema, pointerTo(pointer, name), ctx, inlining);
  }
  return converted;
}
