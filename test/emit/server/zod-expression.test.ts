/**
 * The zod expression printed for each schema construct of the IR: what `validators.ts` reads
 * like. Behaviour (which payloads pass and what the errors say) is in validators.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import { zodExpression, type ZodContext } from '../../../generator/emit/server/zod-expression.ts';
import type { NamedSchema, Schema } from '../../../generator/ir/types.ts';
import { URI_REFERENCE } from '../../../generator/ir/uri-reference.ts';

const meta = {};
const str: Schema = { kind: 'string', meta };
const cat: NamedSchema = {
  name: 'Cat',
  schema: { kind: 'object', properties: [{ name: 'kind', required: true, schema: { kind: 'literal', value: 'cat', meta } }], additionalProperties: false, meta },
};
// Apideck's `CreatedAt`: readOnly on the component a property's $ref names.
const stamp: NamedSchema = { name: 'Stamp', schema: { kind: 'string', format: 'date-time', meta: { readOnly: true } } };
const owl: NamedSchema = {
  name: 'Owl',
  schema: { kind: 'object', properties: [{ name: 'kind', required: true, schema: { kind: 'literal', value: 'owl', meta } }], additionalProperties: false, meta },
};
const accessFlagged: Schema = {
  kind: 'object',
  properties: [
    { name: 'id', required: true, schema: { kind: 'string', meta: { readOnly: true } } },
    { name: 'secret', required: true, schema: { kind: 'string', meta: { writeOnly: true } } },
    { name: 'createdAt', required: true, schema: { kind: 'ref', name: 'Stamp', meta } },
    { name: 'name', required: true, schema: str },
  ],
  additionalProperties: false,
  meta,
};
const context = (): ZodContext => ({
  schemas: new Map<string, Schema>([['Cat', cat.schema], ['Owl', owl.schema], ['Stamp', stamp.schema], ['Anything', { kind: 'unknown', meta }]]),
  declared: new Set(['Cat', 'Owl', 'Stamp', 'Anything']),
  recursive: new Set(),
});

const CASES: { name: string; given: Schema; want: string }[] = [
  { name: 'unknown', given: { kind: 'unknown', meta }, want: 'z.unknown()' },
  { name: 'string bounds and pattern', given: { kind: 'string', meta: { constraints: { minLength: 1, maxLength: 9, pattern: '^a+$' } } }, want: "z.string().min(1).max(9).regex(new RegExp('^a+$', 'u'))" },
  // AWS IAM's tag keys: letters, spaces and digits only in Unicode mode, as JSON Schema and ajv read patterns.
  { name: 'a pattern with Unicode property classes', given: { kind: 'string', meta: { constraints: { pattern: '[\\p{L}\\p{N}_.:/=+\\-@]+' } } }, want: "z.string().regex(new RegExp('[\\\\p{L}\\\\p{N}_.:/=+\\\\-@]+', 'u'))" },
  { name: 'a pattern Unicode mode refuses is plain JavaScript', given: { kind: 'string', meta: { constraints: { pattern: '^[\\w-.]+$' } } }, want: "z.string().regex(new RegExp('^[\\\\w-.]+$'))" },
  { name: 'string enum', given: { kind: 'string', enum: ['a', 'b'], meta }, want: "z.enum(['a', 'b'])" },
  { name: 'formats', given: { kind: 'string', format: 'date-time', meta }, want: 'z.iso.datetime({ offset: true })' },
  { name: 'uuid without version check', given: { kind: 'string', format: 'uuid', meta }, want: 'z.guid()' },
  {
    name: 'uri that leaves the text as sent (not z.url(), which rewrites it), in RFC 3986 characters',
    given: { kind: 'string', format: 'uri', meta },
    want: `z.string().refine((text) => URL.canParse(text) && ${URI_REFERENCE}.test(text), { params: { expected: 'uri' } })`,
  },
  { name: 'unknown format', given: { kind: 'string', format: 'binary', meta }, want: 'z.string()' },
  { name: 'int32', given: { kind: 'integer', format: 'int32', meta: { constraints: { minimum: 0 } } }, want: 'z.int32().min(0)' },
  { name: 'int64 and double: whole and any number', given: { kind: 'union', mode: 'anyOf', variants: [{ kind: 'integer', format: 'int64', meta: {} }, { kind: 'number', format: 'double', meta: {} }], meta: {} }, want: 'z.union([z.int(), z.number()])' },
  { name: 'integer bounds (3.0 exclusive flag)', given: { kind: 'integer', meta: { constraints: { minimum: 0, exclusiveMinimum: true, maximum: 5 } } }, want: 'z.int().gt(0).max(5)' },
  { name: 'number enum', given: { kind: 'number', enum: [1, 2], meta }, want: 'z.literal([1, 2])' },
  { name: 'nullable', given: { kind: 'string', meta: { nullable: true } }, want: 'z.string().nullable()' },
  { name: 'array bounds', given: { kind: 'array', items: str, meta: { constraints: { minItems: 1 } } }, want: 'z.array(z.string()).min(1)' },
  {
    name: 'unique items',
    given: { kind: 'array', items: str, meta: { constraints: { minItems: 2, uniqueItems: true } } },
    want: "z.array(z.string()).min(2).refine((items) => new Set(items.map((item) => JSON.stringify(item))).size === items.length, { params: { expected: 'unique items' } })",
  },
  {
    name: 'object, required and optional',
    given: { kind: 'object', properties: [{ name: 'a', required: true, schema: str }, { name: 'b-c', required: false, schema: str }], additionalProperties: false, meta },
    want: "z.object({ a: z.string(), 'b-c': z.string().optional() })",
  },
  {
    name: 'in a request, a required readOnly property is optional (on the property or through its ref) and a writeOnly one required',
    given: accessFlagged,
    want: 'z.object({ id: z.string().optional(), secret: z.string(), createdAt: Stamp.optional(), name: z.string() })',
  },
  {
    name: 'required property of any value',
    given: { kind: 'object', properties: [{ name: 'a', required: true, schema: { kind: 'unknown', meta } }], additionalProperties: false, meta },
    want: 'z.object({ a: z.unknown().nonoptional() })',
  },
  {
    // Square's gift card `type: { $ref: Type }` with `Type: {}`.
    name: 'required property of any value through a $ref',
    given: { kind: 'object', properties: [{ name: 'a', required: true, schema: { kind: 'ref', name: 'Anything', meta } }], additionalProperties: false, meta },
    want: 'z.object({ a: Anything.nonoptional() })',
  },
  { name: 'closed object', given: { kind: 'object', properties: [], additionalProperties: false, closed: true, meta }, want: 'z.strictObject({})' },
  { name: 'open object', given: { kind: 'object', properties: [], additionalProperties: true, meta }, want: 'z.looseObject({})' },
  { name: 'map', given: { kind: 'object', properties: [], additionalProperties: str, meta }, want: 'z.record(z.string(), z.string())' },
  { name: 'declared ref', given: { kind: 'ref', name: 'Cat', meta }, want: 'Cat' },
  { name: 'ref not yet declared', given: { kind: 'ref', name: 'Dog', meta }, want: 'z.lazy(() => Dog)' },
  {
    name: 'discriminated union',
    given: { kind: 'union', mode: 'oneOf', variants: [{ kind: 'ref', name: 'Cat', meta }, { kind: 'ref', name: 'Owl', meta }], discriminator: { propertyName: 'kind' }, meta },
    want: "z.discriminatedUnion('kind', [Cat, Owl])",
  },
  {
    name: 'discriminator on variants that do not fix it',
    given: { kind: 'union', mode: 'oneOf', variants: [str, { kind: 'ref', name: 'Cat', meta }], discriminator: { propertyName: 'kind' }, meta },
    want: 'z.union([z.string(), Cat])',
  },
  // A base extended by one subtype (Azure's RepairImpactDescriptionBase): zod would only say no variant matched.
  { name: 'union of one variant', given: { kind: 'union', mode: 'oneOf', variants: [{ kind: 'ref', name: 'Cat', meta }], discriminator: { propertyName: 'kind' }, meta }, want: 'Cat' },
  { name: 'nullable union of one variant', given: { kind: 'union', mode: 'anyOf', variants: [str], meta: { nullable: true } }, want: 'z.string().nullable()' },
  { name: 'intersection', given: { kind: 'intersection', parts: [{ kind: 'ref', name: 'Cat', meta }, { kind: 'ref', name: 'Dog', meta }], meta }, want: 'z.intersection(Cat, z.lazy(() => Dog))' },
];

describe('zodExpression', () => {
  it.each(CASES)('$name', ({ given, want }) => {
    expect(zodExpression(given, context())).toBe(want);
  });
});

/**
 * A response (`direction: 'response'`): `required` binds readOnly properties and not writeOnly
 * ones, and a ref names the schema's response constant where it has one.
 */
describe('zodExpression of a response', () => {
  const inResponse = (): ZodContext => ({ ...context(), direction: 'response', responseVariants: new Map([['Cat', 'CatInResponse']]), declared: new Set(['Cat', 'CatInResponse', 'Owl', 'Stamp']) });
  const RESPONSE_CASES: { name: string; given: Schema; want: string }[] = [
    { name: 'required readOnly property required, writeOnly one optional', given: accessFlagged, want: 'z.object({ id: z.string(), secret: z.string().optional(), createdAt: Stamp, name: z.string() })' },
    { name: 'ref to a schema with a response constant', given: { kind: 'array', items: { kind: 'ref', name: 'Cat', meta }, meta }, want: 'z.array(CatInResponse)' },
    { name: 'ref to a schema without one', given: { kind: 'ref', name: 'Owl', meta }, want: 'Owl' },
  ];
  it.each(RESPONSE_CASES)('$name', ({ given, want }) => {
    expect(zodExpression(given, inResponse())).toBe(want);
  });
  it('a response constant not yet declared is lazy', () => {
    expect(zodExpression({ kind: 'ref', name: 'Cat', meta }, { ...inResponse(), declared: new Set(['Cat']) })).toBe('z.lazy(() => CatInResponse)');
  });
  it('a request names the schema constant', () => {
    expect(zodExpression({ kind: 'ref', name: 'Cat', meta }, { ...inResponse(), direction: 'request' })).toBe('Cat');
  });
});

/** A multipart body (`files`): binary strings are file parts, and refs that hold one are printed in place. */
describe('zodExpression of a multipart body', () => {
  const file: Schema = { kind: 'string', format: 'binary', meta };
  const upload: NamedSchema = { name: 'Upload', schema: { kind: 'object', properties: [{ name: 'file', required: true, schema: file }, { name: 'note', required: false, schema: str }], additionalProperties: false, meta } };
  // A tree of files: printed in place once, then its own constant.
  const folder: NamedSchema = { name: 'Folder', schema: { kind: 'object', properties: [{ name: 'file', required: true, schema: file }, { name: 'sub', required: false, schema: { kind: 'ref', name: 'Folder', meta } }], additionalProperties: false, meta } };
  const files = (): ZodContext => ({
    schemas: new Map([['Cat', cat.schema], ['Upload', upload.schema], ['Folder', folder.schema]]),
    declared: new Set(['Cat', 'Upload', 'Folder']),
    recursive: new Set(['Folder']),
    files: true,
  });
  const FILE_CASES: { name: string; given: Schema; want: string }[] = [
    { name: 'binary string', given: file, want: 'filePart' },
    { name: 'list of files', given: { kind: 'array', items: file, meta: { constraints: { maxItems: 2 } } }, want: 'z.array(filePart).max(2)' },
    { name: 'ref holding a file', given: { kind: 'ref', name: 'Upload', meta }, want: 'z.object({ file: filePart, note: z.string().optional() })' },
    { name: 'ref holding no file keeps its constant', given: { kind: 'ref', name: 'Cat', meta }, want: 'Cat' },
    { name: 'recursive ref holding a file', given: { kind: 'ref', name: 'Folder', meta }, want: 'z.object({ file: filePart, sub: Folder.optional() })' },
    { name: 'other formats stay text', given: { kind: 'string', format: 'color', meta }, want: 'z.string()' },
  ];
  it.each(FILE_CASES)('$name', ({ given, want }) => {
    expect(zodExpression(given, files())).toBe(want);
  });
});

describe('the uniqueItems check, run', () => {
  const unique = new Function('z', `return ${zodExpression({ kind: 'array', items: { kind: 'integer', meta }, meta: { constraints: { uniqueItems: true } } }, context())}`)(z) as z.ZodType;

  it("refuses a repeated item and takes distinct ones (Portfolio Optimizer's asset groups)", () => {
    expect(unique.safeParse([1, 2, 1]).success).toBe(false);
    expect(unique.safeParse([1, 2, 3]).success).toBe(true);
    expect(unique.safeParse([]).success).toBe(true);
  });
});

describe('the uri check, run', () => {
  // eval of the printed expression with this process's zod, as stub-validators.ts does.
  const uri = new Function('z', `return ${zodExpression({ kind: 'string', format: 'uri', meta }, context())}`)(z) as z.ZodType;

  it('keeps the text as sent', () => {
    expect(uri.parse('http://example.com/a/./b')).toBe('http://example.com/a/./b');
  });

  it('refuses text that is no URL', () => {
    expect(uri.safeParse('asana.com').success).toBe(false);
  });

  it("refuses a URL with a space, which `new URL` would take (NDHM's example)", () => {
    expect(uri.safeParse('https://link.to.health.records/ (Optional)').success).toBe(false);
    expect(uri.safeParse('https://link.to.health.records/').success).toBe(true);
  });

  it("in an allOf whose other part keeps the text, answers instead of throwing (Bitbucket's links)", () => {
    const link = z.intersection(z.looseObject({}), z.object({ href: uri }));
    expect(link.safeParse({ href: 'http://example.com//L/./N' })).toEqual({ success: true, data: { href: 'http://example.com//L/./N' } });
  });
});

describe('the duration check, run', () => {
  // RFC 3339's durations (JSON Schema's, which ajv and Prism check), not ISO 8601's fractions.
  const duration = new Function('z', `return ${zodExpression({ kind: 'string', format: 'duration', meta }, context())}`)(z) as z.ZodType;

  it.each([
    ['P3DT4H5M', true],
    ['PT30S', true],
    ['P2W', true],
    // Azure Batch's maxWallClockTime example.
    ['P10675199DT2H48M5.4775807S', false],
    ['P', false],
    ['3 days', false],
  ])('%s: %s', (text, valid) => {
    expect(duration.safeParse(text).success).toBe(valid);
  });
});
