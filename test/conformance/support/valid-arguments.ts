/**
 * Call arguments a validating mock cannot refuse for their values: every parameter (optional
 * ones too, so each query, header and path style is on the wire) and the body, each a value that
 * satisfies its schema's type, enum, bounds, lengths and simple patterns. The description's own
 * example is kept where it fits (real descriptions write `"false"` for booleans, `0` below a
 * `minimum: 1`); files are Blobs. Only the wire can then give a mock reason to object.
 */
import { hasAccessFlag } from '../../../generator/ir/access-flag.ts';
import { scalarIntersectionPart } from '../../../generator/ir/scalar-intersection.ts';
import fc from 'fast-check';
import { exampleFromSchema } from '../../../generator/emit/examples.ts';
import { safeRegExp } from '../../../generator/ir/example-fits.ts';
import { patternArbitrary } from '../../../generator/serve/mock/pattern-text.ts';
import { propertyCounts } from '../../../generator/ir/property-counts.ts';
import { schemasByName } from '../../../generator/ir/schemas-by-name.ts';
import { valueMatches } from '../../../generator/ir/value-matches.ts';
import { fileField } from '../../../generator/ir/file-field.ts';
import { describesFields } from '../../../generator/ir/describes-fields.ts';
import { mergedIntersection } from '../../../generator/ir/merged-intersection.ts';
import { mergedParts } from '../../../generator/ir/merged-parts.ts';
import type { Api, Operation, Payload, Schema } from '../../../generator/ir/types.ts';

const MAX_DEPTH = 5;
const FILE = () => new Blob(['file contents'], { type: 'application/octet-stream' });

/**
 * One string matching a simple regular expression: literals, escapes, `[...]` classes, `\d`,
 * `\w` and quantifiers (`{n}`, `{n,m}`, `?`, `*`, `+`). Undefined for anything else (groups,
 * alternatives), where the caller keeps its value and the mock's verdict shows it.
 */
export function sampleOf(pattern: string): string | undefined {
  let out = '';
  let i = pattern.startsWith('^') ? 1 : 0;
  const end = pattern.endsWith('$') && !pattern.endsWith('\\$') ? pattern.length - 1 : pattern.length;
  while (i < end) {
    let atom: string;
    const c = pattern[i]!;
    if (c === '(' || c === ')' || c === '|' || c === '.') return undefined;
    if (c === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close < 0 || pattern[i + 1] === '^') return undefined;
      atom = pattern[i + 1] === '\\' ? ({ d: '0', w: 'a' } as Record<string, string>)[pattern[i + 2]!] ?? pattern[i + 2]! : pattern[i + 1]!;
      i = close + 1;
    } else if (c === '\\') {
      const escaped = pattern[i + 1]!;
      atom = ({ d: '0', w: 'a', s: ' ' } as Record<string, string>)[escaped] ?? escaped;
      i += 2;
    } else {
      atom = c;
      i += 1;
    }
    const quantifier = /^(?:\{(\d+)(?:,(\d*))?\}|[?*+])/.exec(pattern.slice(i, end));
    let count = 1;
    if (quantifier) {
      count = quantifier[1] !== undefined ? Number(quantifier[1]) : quantifier[0] === '+' ? 1 : 0;
      i += quantifier[0].length;
    }
    out += atom.repeat(count);
  }
  return out;
}

/** One string matching a pattern `sampleOf` cannot read (groups, alternatives: Twilio's `^(SM|MM)[0-9a-fA-F]{32}$`), drawn as the mock draws it. */
function drawnMatching(pattern: string): string | undefined {
  const regExp = safeRegExp(pattern);
  const arbitrary = regExp && patternArbitrary(regExp, true);
  const [text] = arbitrary ? fc.sample(arbitrary, { seed: 1, numRuns: 1 }) : [];
  return text !== undefined && regExp!.test(text) ? text : undefined;
}

function resolve(schema: Schema, api: Api): Schema {
  for (let hops = 0; schema.kind === 'ref' && hops < 20; hops++) {
    const name = schema.name;
    const target = api.schemas.find((named) => named.name === name);
    if (!target) break;
    schema = target.schema;
  }
  return schema;
}

/** Whether `value` satisfies `schema`, nested properties and items too, as JSON Schema reads it (ir/value-matches.ts). */
function fits(value: unknown, schema: Schema, api: Api): boolean {
  return valueMatches(schema, value, schemasByName(api));
}

/** A value satisfying `schema`: its example or default where that fits, derived otherwise. */
export function validValue(schema: Schema, api: Api, depth = 0): unknown {
  const s = resolve(schema, api);
  // A file is a file, whatever text its example shows (FormAPI's `"<Uploaded File>"`).
  if (s.kind === 'string' && s.format === 'binary') return FILE();
  for (const given of [schema.meta.example, schema.meta.default, s.meta.example, s.meta.default]) {
    // Not null: OpenAPI 3.0 lets `nullable` beside an `allOf` take it, JSON Schema (Prism) holds it to the parts (ShipEngine's enums).
    if (given !== undefined && given !== null && fits(given, s, api)) return given;
  }
  const c = s.meta.constraints ?? {};
  switch (s.kind) {
    case 'string': {
      if (s.format === 'binary') return FILE();
      // Not '' where the enum offers another (Brex's dataset path segment lists '' first; a path segment cannot be empty).
      if (s.enum?.length) return s.enum.find((value) => value !== '') ?? s.enum[0];
      // The docs' example value when it fits: for a format with a loose pattern (Anchore's
      // date-times) it is a real value of the format, where a draw from the pattern is not.
      const shown = exampleFromSchema({ ...s, meta: {} }, api);
      if (typeof shown === 'string' && fits(shown, s, api)) return shown;
      let text = (typeof c.pattern === 'string' ? (sampleOf(c.pattern) ?? drawnMatching(c.pattern)) : undefined) ?? String(shown);
      if (typeof c.minLength === 'number' && text.length < c.minLength) text = text.padEnd(c.minLength, 'x');
      if (typeof c.maxLength === 'number') text = text.slice(0, c.maxLength);
      return text;
    }
    case 'integer':
    case 'number': {
      if (s.enum?.length) return s.enum[0];
      let n = typeof c.minimum === 'number' ? c.minimum : typeof c.maximum === 'number' ? Math.min(0, c.maximum) : 0;
      if (typeof c.exclusiveMinimum === 'number') n = Math.max(n, c.exclusiveMinimum + 1);
      // Past an exclusive maximum (Portfolio Optimizer's thresholds, 0 < x < 1): just below it, or halfway for a number.
      const upper = c.exclusiveMaximum;
      if (typeof upper === 'number' && n >= upper) {
        const lower = typeof c.exclusiveMinimum === 'number' ? c.exclusiveMinimum : typeof c.minimum === 'number' ? c.minimum : upper - 2;
        n = s.kind === 'integer' ? Math.ceil(upper) - 1 : (lower + upper) / 2;
      }
      return s.kind === 'integer' ? Math.ceil(n) : n;
    }
    case 'array': {
      if (depth > MAX_DEPTH) return [];
      const count = Math.max(1, typeof c.minItems === 'number' ? c.minItems : 1);
      const item = validValue(s.items, api, depth + 1);
      // `uniqueItems` (Portfolio Optimizer's asset groups): numbers count up, enum values take turns.
      return Array.from({ length: count }, (_, index) => (c.uniqueItems === true ? distinctItem(item, resolve(s.items, api), index) : item));
    }
    case 'object': {
      // Past the depth limit only the required properties stay (a recursive tree still needs
      // each node's name); arrays there are empty, which ends the recursion.
      if (depth > 2 * MAX_DEPTH) return {};
      // A call does not send what the server sets (`readOnly`, Apideck's created_at): validating proxies refuse it there.
      // Required ones too: `required` binds only the direction the flag allows (Apideck's Drive.id).
      const sent = s.properties.filter((p) => !hasAccessFlag(p.schema, 'readOnly', schemasByName(api)));
      const all = depth > MAX_DEPTH ? sent.filter((p) => p.required) : sent;
      // Within maxProperties and up to minProperties (extras where allowed).
      const counts = propertyCounts(s);
      const optional = all.filter((p) => !p.required).slice(0, counts.optionalRoom);
      const value: Record<string, unknown> = {};
      for (const property of all.filter((p) => p.required || optional.includes(p))) {
        const item = validValue(property.schema, api, depth + 1);
        // An optional property no value fits (Codat's currency: allOf a string and `type: null`) is left out.
        if (property.required || valueMatches(property.schema, item, schemasByName(api))) value[property.name] = item;
      }
      for (const name of counts.extraNames(Object.keys(value))) value[name] = 'value';
      // A free-form object gets one entry: an empty one is no field at all in a form (Salesloft's
      // required `recording`), so a call with it could not be valid there.
      if (s.properties.length === 0 && s.closed !== true && Object.keys(value).length === 0 && depth <= MAX_DEPTH) {
        value.key = typeof s.additionalProperties === 'object' ? validValue(s.additionalProperties, api, depth + 1) : 'value';
      }
      return value;
    }
    case 'boolean':
      return true;
    case 'union': {
      // A oneOf value must match exactly one variant (Rudder's campaign schedules: the first
      // variant's value also fits the second); the first variant's value that does, else the first's.
      const values = s.variants.map((variant) => validValue(variant, api, depth + 1));
      if (s.mode !== 'oneOf') return values[0] ?? null;
      return values.find((value) => s.variants.filter((variant) => fits(value, variant, api)).length === 1) ?? values[0] ?? null;
    }
    case 'intersection': {
      // A list or a scalar typed in several allOf parts (Asana's parent, Box's sequence_id): one part's value.
      const scalar = scalarIntersectionPart(s.parts, schemasByName(api));
      if (scalar) return validValue(scalar, api, depth + 1);
      // A part that only says "an object" (`{ type: object }` beside a `$ref`, ShipEngine's
      // addresses) brings no entry of its own: the free-form one below would be a name the other
      // parts do not declare, which a closed one refuses.
      const bare = (part: Schema) => {
        const resolved = resolve(part, api);
        return resolved.kind === 'object' && resolved.properties.length === 0 && typeof resolved.additionalProperties !== 'object';
      };
      return mergedParts(s.parts, s.parts.map((part) => (bare(part) ? {} : validValue(part, api, depth + 1))), schemasByName(api));
    }
    case 'unknown':
      // Any value, but one every body kind can carry: an empty object is no field at all in a form.
      return 'value';
    default:
      return exampleFromSchema(s, api, { depth });
  }
}

/**
 * The params object for calling `op` with every parameter (but optional deprecated ones) and, if
 * it takes one, a body: of the first declared media type unless `content` picks another.
 */
export function validArguments(op: Operation, api: Api, content = op.requestBody?.contents[0]): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const parameter of op.parameters) {
    // An optional deprecated parameter is left out, as a caller would: Prism refuses any request
    // that carries one (TomTom's `storeResult`), escalating its own "is deprecated" warning.
    if (parameter.deprecated && !parameter.required) continue;
    args[parameter.key] = parameter.example !== undefined && fits(parameter.example, parameter.schema, api) ? parameter.example : parameterValue(parameter.schema, api);
  }
  const preferred: Payload | undefined = content;
  if (preferred) args.body = preferred.kind === 'binary' ? binaryBody(preferred.schema) : bodyValue(preferred, api);
  return args;
}

/**
 * A parameter travels as text, which a validating proxy reads as every variant of a oneOf can:
 * `0` is both an integer and a string there (GitHub's workflow_id, an id or a file name), so a
 * string variant's words are sent, which only it takes.
 */
function parameterValue(schema: Schema, api: Api): unknown {
  const s = resolve(schema, api);
  if (s.kind === 'union' && s.mode === 'oneOf') {
    const words = s.variants.map((variant) => validValue(variant, api)).find((value) => typeof value === 'string' && !/^(-?\d+(\.\d+)?|true|false|null)?$/.test(value));
    if (words !== undefined) return words;
  }
  return validValue(schema, api);
}

/** The `index`th of a list of unique items like `item`: numbers above it, the enum's next values, text with a number. */
function distinctItem(item: unknown, schema: Schema, index: number): unknown {
  if (index === 0) return item;
  if (typeof item === 'number') return item + index;
  if (schema.kind === 'string' && schema.enum && schema.enum.length > index) return schema.enum[index];
  if (typeof item === 'string') return `${item}${index}`;
  return item;
}

/**
 * A JSON body of any value (VTEX's `Prospect: {}`) is an object: Prism's proxy forwards a JSON
 * string body without its quotes (`"value"` arrives as `value`, measured with an echo server
 * behind it), which no server can read as JSON. So is a form or multipart body of any value
 * (Codat's attachment uploads): its fields are what the media type carries. Other bodies are
 * their schema's valid value.
 */
function bodyValue(payload: Payload, api: Api): unknown {
  if (payload.kind !== 'text' && resolve(payload.schema, api).kind === 'unknown') return { key: 'value' };
  if ((payload.kind === 'form' || payload.kind === 'multipart') && !describesFields(payload.schema, schemasByName(api))) return ownFields(payload, api);
  const value = truthy(validValue(payload.schema, api), payload.schema, api);
  return payload.kind === 'multipart' ? withFiles(value, asObject(resolve(payload.schema, api), api)) : asText(value);
}

/**
 * A form or multipart body whose schema names no fields (Jira's list of column ids, its one
 * attachment), as the caller builds it: the schema's valid value under the field name its prose
 * gives, `file` for a file and `value` otherwise.
 */
function ownFields(payload: Payload, api: Api): URLSearchParams | FormData {
  const value = validValue(payload.schema, api);
  const items = Array.isArray(value) ? value : [value];
  if (payload.kind === 'form') return new URLSearchParams(items.map((item) => ['value', String(item)]));
  const form = new FormData();
  for (const item of items) {
    if (item instanceof Blob) form.append('file', item, 'file.txt');
    else form.append('value', typeof item === 'string' ? item : JSON.stringify(item));
  }
  return form;
}

/**
 * A JSON body of `0` or `false` is refused by Prism as "Body parameter is required" (XTRF's
 * business days, an int32 body): it tests the body for truth. `1` or `true` where the schema takes it.
 */
function truthy(value: unknown, schema: Schema, api: Api): unknown {
  const other = value === 0 ? 1 : value === false ? true : undefined;
  return other !== undefined && fits(other, schema, api) ? other : value;
}

/** An allOf body as the one object its parts make (SoundCloud's upload: its schema and the names it requires beside the $ref). */
function asObject(schema: Schema, api: Api): Schema {
  return schema.kind === 'intersection' ? (mergedIntersection(schema.parts, schemasByName(api)) ?? schema) : schema;
}

/** A multipart body's file fields as files, though the body's example shows text there (Increase's upload). */
function withFiles(value: unknown, schema: Schema): unknown {
  if (schema.kind !== 'object' || typeof value !== 'object' || value === null) return value;
  const files = schema.properties.filter((property) => property.name in value).flatMap((property) => {
    const field = fileField(property.schema);
    return field ? [[property.name, field === 'file' ? FILE() : [FILE()]]] : [];
  });
  return { ...value, ...Object.fromEntries(files) };
}

/** Outside multipart a `format: binary` string is text, not a file (ReadMe's JSON strings). */
function asText(value: unknown): unknown {
  if (value instanceof Blob) return 'file contents';
  if (Array.isArray(value)) return value.map(asText);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)]));
  return value;
}

/**
 * Bytes for a binary body. A `format: byte` string under a binary media type (Spotify's playlist
 * cover: `image/jpeg`, "Base64 encoded JPEG image data") is base64 TEXT on the wire, which a
 * validator checks against the schema's pattern: its example, else a short base64 text.
 */
function binaryBody(schema: Schema): Blob {
  if (schema.kind === 'string' && schema.format === 'byte') {
    const text = typeof schema.meta.example === 'string' ? schema.meta.example : 'ZmlsZSBjb250ZW50cw==';
    return new Blob([text], { type: 'application/octet-stream' });
  }
  return FILE();
}
