/**
 * Example values for every generated call example (client JSDoc, client README, docs, curl):
 * the manifest's own examples first, then a plausible value derived from the schema, so every
 * example is a complete, copyable call and all of them show the same values. An object shows
 * every required property and, near the top of the payload, its first few optional ones: enough
 * to show the shape, while a large API's example stays a few lines (showing every optional
 * property made one of DocuSign's a 200 KB line).
 */
import { hasAccessFlag } from '../ir/access-flag.ts';
import { fileField } from '../ir/file-field.ts';
import { mergedParts } from '../ir/merged-parts.ts';
import { scalarIntersectionPart } from '../ir/scalar-intersection.ts';
import fc from 'fast-check';
import type { Api, Operation, Parameter, Payload, RequestBody, Schema } from '../ir/types.ts';
import { describesFields } from '../ir/describes-fields.ts';
import { schemasByName } from '../ir/schemas-by-name.ts';
import { holdsFile } from '../ir/holds-file.ts';
import { withinBounds } from '../ir/example-fits.ts';
import { propertyCounts } from '../ir/property-counts.ts';
import { valueMatches } from '../ir/value-matches.ts';
import { schemaArbitrary } from '../serve/mock/schema-arbitrary.ts';
import { Expression } from './ts/literal.ts';

/** Deeper than this (in `$ref`s followed), optional properties are left out and lists are empty, so recursive schemas end. */
const MAX_DEPTH = 4;
/** Optional properties an object shows at most, and only within this many levels of objects from the payload's top. */
const MAX_OPTIONAL = 4;
const OPTIONAL_LEVELS = 2;
/** Validation keywords a plain placeholder (`'string'`, `0`) may break: such a value is drawn to fit instead. */
const BOUNDING_KEYWORDS = ['pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
/** What a file or raw bytes look like in an example call: a Blob, which every runtime has. */
const FILE_EXAMPLE = new Expression("new Blob(['file contents'])", 'file contents');

const STRING_BY_FORMAT: Record<string, string> = {
  'date-time': '2024-01-31T12:00:00Z',
  date: '2024-01-31',
  time: '12:00:00',
  // ISO 8601: one hour and a half.
  duration: 'PT1H30M',
  email: 'user@example.com',
  uri: 'https://example.com/resource',
  'uri-reference': '/resource/1',
  url: 'https://example.com/resource',
  'uri-template': 'https://example.com/resource{/id}',
  'json-pointer': '/items/0',
  'relative-json-pointer': '0/items',
  uuid: '00000000-0000-0000-0000-000000000000',
  // base64 of "example".
  byte: 'ZXhhbXBsZQ==',
  // Documentation addresses (RFC 5737, RFC 3849).
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/**
 * Values already drawn, per API, by what decides them (kind, enum, format, constraints): the
 * same parameter shows up in the client's JSDoc, its README, the docs and curl examples, and
 * many parameters share a pattern; drawing a value compiles the pattern into a generator each
 * time (most of the time of generating a large API, before this).
 */
const drawn = new WeakMap<Api, Map<string, unknown>>();

/** The mock's value for a bounded scalar, drawn with a fixed seed so every example shows the same one. */
function boundedScalar(schema: Schema & { kind: 'string' | 'number' | 'integer' }, api: Api): unknown {
  let values = drawn.get(api);
  if (!values) drawn.set(api, (values = new Map()));
  const key = JSON.stringify([schema.kind, schema.enum, 'format' in schema ? schema.format : undefined, schema.meta.constraints]);
  if (!values.has(key)) values.set(key, fc.sample(schemaArbitrary(schema, { schemas: schemasByName(api), direction: 'request' }), { seed: 1, numRuns: 1 })[0]);
  return values.get(key);
}

/** The placeholder of a scalar: its first enum value, a value of its format, `'string'` or 0. */
function plainScalar(schema: Schema & { kind: 'string' | 'number' | 'integer' }): string | number {
  if (schema.kind === 'string') return schema.enum?.[0] ?? STRING_BY_FORMAT[schema.format ?? ''] ?? 'string';
  return schema.enum?.[0] ?? 0;
}

function isBounded(schema: Schema): boolean {
  const constraints = schema.meta.constraints ?? {};
  return BOUNDING_KEYWORDS.some((keyword) => constraints[keyword] !== undefined);
}

/** Where an example is drawn: `depth` counts the `$ref`s followed, `level` the objects entered. */
interface ExampleAt {
  depth: number;
  level: number;
  /** A multipart body, where a binary string is a file (`Uploadable`); elsewhere it is text. */
  files: boolean;
}

/** A value that satisfies `schema` (the request validation accepts it), showing its shape. */
export function exampleFromSchema(schema: Schema, api: Api, where: Partial<ExampleAt> = {}): unknown {
  return exampleAt(schema, api, { depth: 0, level: 0, files: false, ...where });
}

function exampleAt(schema: Schema, api: Api, at: ExampleAt): unknown {
  const { depth, level } = at;
  // The description's own example or default, unless it breaks the schema anywhere inside
  // (ir/value-matches.ts): Zuora's body examples show date-times in date fields.
  const schemas = schemasByName(api);
  for (const given of [schema.meta.example, schema.meta.default]) {
    if (given !== undefined && valueMatches(schema, given, schemas)) return at.files ? withFiles(given, schema) : given;
  }
  if (depth > MAX_DEPTH + 2) return null;
  if ((schema.kind === 'string' || schema.kind === 'number' || schema.kind === 'integer') && !schema.enum?.length && isBounded(schema)) {
    const plain = plainScalar(schema);
    return withinBounds(plain, schema.meta.constraints ?? {}) ? plain : boundedScalar(schema, api);
  }
  switch (schema.kind) {
    case 'unknown':
      return {};
    case 'ref': {
      const target = schemasByName(api).get(schema.name);
      return target ? exampleAt(target, api, { ...at, depth: depth + 1 }) : {};
    }
    case 'string':
      if (schema.format === 'binary') return at.files ? FILE_EXAMPLE : 'file contents';
      return plainScalar(schema);
    case 'number':
    case 'integer':
      return plainScalar(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return schema.value;
    case 'array':
      return depth >= MAX_DEPTH ? [] : [exampleAt(schema.items, api, at)];
    case 'object':
      return objectExample(schema, api, at);
    case 'union':
      return schema.variants[0] ? exampleAt(schema.variants[0], api, at) : null;
    case 'intersection': {
      // A scalar or list typed in several parts is one value, not an object made of them.
      const scalar = scalarIntersectionPart(schema.parts, schemasByName(api));
      if (scalar) return exampleAt(scalar, api, at);
      return mergedParts(schema.parts, schema.parts.map((part) => exampleAt(part, api, at)), schemasByName(api));
    }
  }
}

/**
 * A multipart body's example with its file fields as files: Increase's upload shows
 * `file: '"@tax_form.pdf"'`, text where the client takes (and the server wants) a file.
 */
function withFiles(value: unknown, schema: Schema): unknown {
  if (schema.kind !== 'object' || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const files = schema.properties.filter((property) => property.name in value).flatMap((property): [string, unknown][] => {
    const field = fileField(property.schema);
    return field ? [[property.name, field === 'file' ? FILE_EXAMPLE : [FILE_EXAMPLE]]] : [];
  });
  return files.length === 0 ? value : { ...value, ...Object.fromEntries(files) };
}

/**
 * Every required property and, near the top, the first few optional ones: within
 * `maxProperties`, and with extra properties (where allowed) up to `minProperties`.
 */
function objectExample(schema: Extract<Schema, { kind: 'object' }>, api: Api, at: ExampleAt): Record<string, unknown> {
  const { depth, level } = at;
  const counts = propertyCounts(schema);
  const sendable = schema.properties.filter((p) => p.required || !hasAccessFlag(p.schema, 'readOnly', schemasByName(api)));
  const optional = depth < MAX_DEPTH && level < OPTIONAL_LEVELS ? sendable.filter((p) => !p.required).slice(0, Math.min(MAX_OPTIONAL, counts.optionalRoom)) : [];
  const shown = sendable.filter((p) => p.required || optional.includes(p));
  const inner = { ...at, level: level + 1 };
  const example = Object.fromEntries(shown.map((p) => [p.name, exampleAt(p.schema, api, inner)]));
  const extra = schema.additionalProperties;
  for (const name of counts.extraNames(Object.keys(example))) example[name] = typeof extra === 'object' ? exampleAt(extra, api, inner) : 'value';
  return example;
}

/** `projectId` → `PROJECT_ID`: an obvious placeholder that percent-encoding leaves unchanged. */
function placeholder(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

/** The value a parameter takes in the examples. */
export function parameterExample(parameter: Parameter, api: Api): unknown {
  const schemas = schemasByName(api);
  if (parameter.example !== undefined && valueMatches(parameter.schema, parameter.example, schemas)) return parameter.example;
  if (parameter.schema.meta.example !== undefined && valueMatches(parameter.schema, parameter.schema.meta.example, schemas)) return parameter.schema.meta.example;
  const schema = parameter.schema;
  // A placeholder only where any text is valid: a format, an enum or bounds need a value that fits.
  const plain = schema.kind === 'unknown' || (schema.kind === 'string' && !schema.format && !schema.enum?.length && !isBounded(schema));
  if (plain) return placeholder(parameter.name) || 'VALUE';
  return exampleFromSchema(parameter.schema, api);
}

/** Parameters the examples pass: every required one, and optional ones the manifest gives an example for. */
export function exampleParameters(parameters: Parameter[]): Parameter[] {
  return parameters.filter((p) => p.required || p.example !== undefined);
}

/**
 * A form or multipart body whose schema names no fields (a list, one file) is one the caller
 * builds: the client takes it so. The example shows one field of the caller's, since an empty
 * form is no body at all and a multipart body holds at least one part (RFC 2046): a `file` where
 * the schema holds one (Jira's attachment), else `field`. A form's curl stand-in is that field encoded.
 */
function ownFields(payload: Payload, api: Api): Expression | Record<string, unknown> | undefined {
  if ((payload.kind !== 'form' && payload.kind !== 'multipart') || describesFields(payload.schema, schemasByName(api))) return undefined;
  if (payload.kind === 'form') return new Expression("new URLSearchParams({ field: 'value' })", 'field=value');
  return holdsFile(payload.schema, { schemas: schemasByName(api) }) ? { file: FILE_EXAMPLE } : { field: 'value' };
}

/** An optional body the manifest says nothing about is left out: `{}` would only suggest a shape. */
export function showsBody(body: RequestBody): boolean {
  return body.required || body.contents[0]!.schema.kind !== 'unknown';
}

/** Each operation's example arguments, worked out once for the client's JSDoc and README and for the docs. */
const callArguments = new WeakMap<Operation, Readonly<Record<string, unknown>>>();

/** The params object of an example call: parameters by their client key, and the body under `body`. */
export function exampleCallArguments(operation: Operation, api: Api): Readonly<Record<string, unknown>> {
  let args = callArguments.get(operation);
  if (!args) callArguments.set(operation, (args = callArgumentsOf(operation, api)));
  return args;
}

function callArgumentsOf(operation: Operation, api: Api): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const parameter of exampleParameters(operation.parameters)) args[parameter.key] = parameterExample(parameter, api);
  const body = operation.requestBody;
  if (body && showsBody(body)) {
    const [preferred] = body.contents;
    // Raw bytes are a Blob whatever the schema says; text is a string; files are Blobs in multipart only.
    args.body = preferred!.kind === 'binary' ? FILE_EXAMPLE : (ownFields(preferred!, api) ?? exampleFromSchema(preferred!.schema, api, { files: preferred!.kind === 'multipart' }));
  }
  return args;
}
