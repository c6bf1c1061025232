/**
 * The handlers of `sdkgen serve --mock`: every operation answers data drawn from its declared
 * response for the version the request negotiated (schema-arbitrary.ts), with its declared status
 * and response headers (response-headers.ts), the same data on every call for one seed. A
 * paginated list (`operations[].pagination`) serves one fixed collection in consistent pages
 * (paged-response.ts). The response's example comes first, then its schemas' examples; data that
 * the generated validator refuses (a description whose example breaks its own schema) is drawn
 * again from the schema.
 */
import fc from 'fast-check';
import type { ZodType } from 'zod/v4';
import type { Api, Operation, Response, Schema } from '../../ir/types.ts';
import { pageSizeName } from '../../ir/page-size-names.ts';
import { resolveRef } from '../../ir/resolve-ref.ts';
import { schemasByName } from '../../ir/schemas-by-name.ts';
import { valueMatches } from '../../ir/value-matches.ts';
import { carriesXmlData } from '../../ir/xml-payload.ts';
import { payloadsOf } from '../../ir/versions.ts';
import { reply } from '../../../templates/server/core/handler.ts';
import { implicitStatus } from '../../../templates/server/core/respond.ts';
import type { OperationValidators } from '../../../templates/server/core/validate.ts';
import { mergedIntersection } from '../../ir/merged-intersection.ts';
import { type CursorField, pagedResponse } from './paged-response.ts';
import { mockHeaders } from './response-headers.ts';
import { type ArbitraryContext, fittingItems, sampleOne, schemaArbitrary } from './schema-arbitrary.ts';

type Handler = (input: { version: number; query: Record<string, unknown> }) => unknown;

export interface MockOptions {
  seed: number;
  validators: Record<string, OperationValidators>;
}

export function mockHandlers(api: Api, options: MockOptions): Record<string, Handler> {
  const ctx: ArbitraryContext = { schemas: schemasByName(api), direction: 'response' };
  const handlers: Record<string, Handler> = {};
  for (const operation of api.operations) {
    if (operation.name === api.tokenFlow?.createOperation || operation.name === api.tokenFlow?.refreshOperation) continue;
    const byVersion = new Map<number, Handler>();
    for (const version of operation.versions) byVersion.set(version, versionHandler(operation, version, ctx, options));
    handlers[operation.methodName] = (input) => (byVersion.get(input.version) ?? byVersion.get(operation.defaultVersion)!)(input);
  }
  return handlers;
}

function versionHandler(operation: Operation, version: number, ctx: ArbitraryContext, options: MockOptions): Handler {
  const { response } = payloadsOf(operation, version);
  const seed = seedOf(`${options.seed}:${operation.name}:${version}`);
  const body = bodyHandler(operation, response, version, ctx, options, seed);
  const headers = mockHeaders(response.headers, ctx, seed);
  if (Object.keys(headers).length === 0) return body;
  return (input) => {
    const value = body(input);
    return reply(implicitStatus(value, response), value, headers);
  };
}

function bodyHandler(operation: Operation, response: Response, version: number, ctx: ArbitraryContext, options: MockOptions, seed: number): Handler {
  const payload = response.contents[0];
  if (!payload) return () => undefined;
  const validators = options.validators[operation.name];
  const schema = (validators?.byVersion?.[version] ?? validators)?.response;
  // XML of data is drawn as JSON data is: the server writes it as XML (emit/xml-shape.ts).
  const xmlData = carriesXmlData(payload, ctx.schemas);
  if (payload.kind === 'text' && !xmlData) {
    const text = textBody(payload.schema, ctx, seed);
    return () => text;
  }
  if (payload.kind === 'binary') {
    const bytes = new TextEncoder().encode(isBase64Text(payload.schema, ctx) ? textBody(payload.schema, ctx, seed) : 'mock bytes');
    return () => bytes;
  }
  if (payload.kind !== 'json' && !xmlData) return () => new TextEncoder().encode('mock bytes');
  const body = fittingExample(response.example, payload.schema, ctx, schema) ?? drawValid(payload.schema, ctx, seed, schema);
  if (!operation.pagination) return () => body;
  const paging = operation.pagination;
  const collection = drawCollection(itemSchema(payload.schema, paging.items, ctx), ctx, seed);
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const sizeName = paging.style === 'cursor' ? pageSizeName(query.map((parameter) => parameter.name)) : undefined;
  const sizeKey = query.find((parameter) => parameter.name === sizeName)?.key;
  const cursor = paging.style === 'cursor' && paging.nextCursor !== undefined ? cursorField(payload.schema, paging.nextCursor, ctx) : undefined;
  return (input) => pagedResponse(paging, body, collection, input.query, sizeKey, cursor);
}

/**
 * The response's own example (`response.example`; GitHub gives one for nearly every answer),
 * when it fits its schema as the examples judge and the validator read it; otherwise nothing,
 * and data is drawn.
 */
function fittingExample(example: unknown, schema: Schema, ctx: ArbitraryContext, validator: ZodType | undefined): unknown {
  if (example === undefined || !valueMatches(schema, example, ctx.schemas)) return undefined;
  return !validator || validator.safeParse(example).success ? example : undefined;
}

/** One value of `schema`, drawn again (other seeds) while the validator refuses it. */
function drawValid(schema: Schema, ctx: ArbitraryContext, seed: number, validator: ZodType | undefined): unknown {
  let arbitrary = schemaArbitrary(schema, ctx);
  for (let attempt = 0; attempt < 20; attempt++) {
    const value = sampleOne(arbitrary, seed + attempt);
    if (value !== undefined && (!validator || validator.safeParse(value).success)) return value;
    // An example that breaks its own schema, here or in a schema it refers to (Asana's date
    // fields show date-times), is replaced by data drawn from the schemas alone.
    if (attempt === 0) arbitrary = schemaArbitrary(schema, { ...ctx, ignoreExamples: true });
  }
  return sampleOne(arbitrary, seed);
}

/**
 * A text answer (`text/plain`, or XML of a scalar): a string, number or boolean schema is drawn
 * as JSON data is (its example first, then `minLength`, `pattern`, `enum`) and sent as its text;
 * Conjur's API key is a `text/plain` string of at least 55 characters. Anything else is left to a
 * fixed line.
 */
function textBody(schema: Schema, ctx: ArbitraryContext, seed: number): string {
  const kind = resolveRef(schema, ctx.schemas).kind;
  if (!TEXT_KINDS.has(kind)) return 'mock text\n';
  const value = sampleOne(schemaArbitrary(schema, ctx), seed);
  return value === undefined ? 'mock text\n' : String(value);
}

const TEXT_KINDS = new Set<Schema['kind']>(['string', 'integer', 'number', 'boolean', 'literal']);

/**
 * A `format: byte` string under a binary media type (NDHM's QR code, answered as any type or `image/png`) is
 * base64 text on the wire, which a validator checks as such: it is drawn like a text answer.
 */
function isBase64Text(schema: Schema, ctx: ArbitraryContext): boolean {
  const resolved = resolveRef(schema, ctx.schemas);
  return resolved.kind === 'string' && resolved.format === 'byte';
}

const COLLECTION_SIZE = 25;

function drawCollection(item: Schema, ctx: ArbitraryContext, seed: number): unknown[] {
  const arbitrary = schemaArbitrary(item, ctx);
  try {
    return fittingItems(fc.sample(arbitrary, { seed, numRuns: COLLECTION_SIZE }), item, ctx);
  } catch {
    return [];
  }
}

/** The element schema of the list at `path` (`''`: the body is the list). */
function itemSchema(schema: Schema, path: string, ctx: ArbitraryContext): Schema {
  const list = propertyAt(schema, path, ctx).schema;
  return list.kind === 'array' ? list.items : UNKNOWN;
}

/** How the next-cursor field at `path` is typed: a number (Box types its markers as integers), and whether it may be left out or null. */
function cursorField(schema: Schema, path: string, ctx: ArbitraryContext): CursorField {
  const { schema: field, required } = propertyAt(schema, path, ctx);
  return { numeric: field.kind === 'integer' || field.kind === 'number', optional: !required, nullable: field.meta.nullable === true };
}

/** The schema at a dotted path (`''`: the schema itself), and whether its last step is a required property. */
function propertyAt(schema: Schema, path: string, ctx: ArbitraryContext): { schema: Schema; required: boolean } {
  let current = resolve(schema, ctx);
  let required = true;
  for (const step of path === '' ? [] : path.split('.')) {
    const property = current.kind === 'object' ? current.properties.find((candidate) => candidate.name === step) : undefined;
    required = property?.required ?? false;
    current = resolve(property?.schema ?? UNKNOWN, ctx);
  }
  return { schema: current, required };
}

const UNKNOWN: Schema = { kind: 'unknown', meta: {} };

/** Through `$ref`s, and an `allOf` of objects as the one object it describes. */
function resolve(schema: Schema, ctx: ArbitraryContext): Schema {
  const resolved = resolveRef(schema, ctx.schemas);
  return resolved.kind === 'intersection' ? (mergedIntersection(resolved.parts, ctx.schemas) ?? resolved) : resolved;
}

/** A 32-bit FNV-1a hash: each operation and version gets its own stable seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
