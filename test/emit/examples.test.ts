/**
 * Example values (generator/emit/examples.ts): given a schema, want the value every call example
 * shows. Objects show their required properties and, near the top, their first few optional
 * ones; a bounded scalar keeps its placeholder when the placeholder fits its bounds, and is drawn
 * to fit otherwise.
 */
import { describe, expect, it } from 'vitest';
import { exampleFromSchema } from '../../generator/emit/examples.ts';
import { CHECKED_STRING_FORMATS, exampleFits } from '../../generator/ir/example-fits.ts';
import type { Schema, SchemaProperty } from '../../generator/ir/types.ts';
import { fixtureApi } from '../templates/server/support/api.ts';

const text: Schema = { kind: 'string', meta: {} };
const object = (properties: SchemaProperty[]): Schema => ({ kind: 'object', properties, additionalProperties: false, meta: {} });
const optional = (name: string, schema: Schema = text): SchemaProperty => ({ name, schema, required: false });
const required = (name: string, schema: Schema = text): SchemaProperty => ({ name, schema, required: true });
const bounded = (kind: 'string' | 'integer', constraints: Record<string, unknown>, format?: string): Schema =>
  kind === 'string' ? { kind, ...(format ? { format } : {}), meta: { constraints } } : { kind, meta: { constraints } };

const deep = (level: number): Schema => (level === 0 ? text : object([optional('a'), optional('child', deep(level - 1)), required('id')]));
const api = fixtureApi([], { schemas: [{ name: 'Node', schema: object([required('name'), optional('parent', { kind: 'ref', name: 'Node', meta: {} })]) }] });

const CASES: { name: string; given: Schema; want: unknown }[] = [
  {
    name: 'every required property, and the first four optional ones',
    given: object([optional('o1'), required('r1'), optional('o2'), optional('o3'), optional('o4'), optional('o5'), required('r2')]),
    want: { o1: 'string', r1: 'string', o2: 'string', o3: 'string', o4: 'string', r2: 'string' },
  },
  {
    name: 'optional properties two levels of objects deep, then only required ones',
    given: deep(4),
    want: { a: 'string', child: { a: 'string', child: { id: 'string' }, id: 'string' }, id: 'string' },
  },
  {
    name: 'an array of objects counts as a level',
    given: object([optional('items', { kind: 'array', items: object([optional('x'), optional('nested', object([optional('y'), required('z')]))]), meta: {} })]),
    want: { items: [{ x: 'string', nested: { z: 'string' } }] },
  },
  {
    name: 'read-only optional properties are not sent, and do not count',
    given: object([optional('id', { kind: 'string', meta: { readOnly: true } }), optional('a'), optional('b'), optional('c'), optional('d'), optional('e')]),
    want: { a: 'string', b: 'string', c: 'string', d: 'string' },
  },
  { name: 'a recursive schema ends', given: { kind: 'ref', name: 'Node', meta: {} }, want: { name: 'string', parent: { name: 'string', parent: { name: 'string' } } } },
  { name: 'a URI whose placeholder fits its maxLength keeps it', given: bounded('string', { maxLength: 1024 }, 'uri'), want: 'https://example.com/resource' },
  { name: 'a string whose placeholder fits its bounds keeps it', given: bounded('string', { minLength: 1, maxLength: 5000 }), want: 'string' },
  { name: 'an integer whose 0 fits its bounds keeps it', given: bounded('integer', { minimum: 0, maximum: 100 }), want: 0 },
  { name: "the description's example when it fits", given: { kind: 'string', format: 'date', meta: { example: '2025-10-15' } }, want: '2025-10-15' },
  {
    name: "not the description's example when it breaks the schema (Asana: a date-time for a date)",
    given: { kind: 'string', format: 'date', meta: { example: '2025-10-15T13:51:00.926Z' } },
    want: '2024-01-31',
  },
  {
    name: "not an object example that breaks the schema inside (Zuora: a date-time for a nested date)",
    given: { ...object([required('period', { kind: 'string', format: 'date', meta: {} })]), meta: { example: { period: '2025-10-15T13:53:36.351Z' } } },
    want: { period: '2024-01-31' },
  },
  {
    name: 'not a list example that is one object (Linode)',
    given: { kind: 'array', items: object([required('name')]), meta: { example: { name: 'DB_PASSWORD' } } },
    want: [{ name: 'string' }],
  },
  {
    name: 'an object example that fits, as it is',
    given: { ...object([required('period', { kind: 'string', format: 'date', meta: {} })]), meta: { example: { period: '2025-10-15' } } },
    want: { period: '2025-10-15' },
  },
  { name: 'a time of day for format time', given: { kind: 'string', format: 'time', meta: {} }, want: '12:00:00' },
  { name: 'not a default off the enum', given: { kind: 'string', enum: ['on', 'off'], meta: { default: 'auto' } }, want: 'on' },
];

describe('exampleFromSchema', () => {
  it.each(CASES)('$name', ({ given, want }) => {
    expect(exampleFromSchema(given, api)).toEqual(want);
  });

  it.each([
    ['a pattern the placeholder does not match', bounded('string', { pattern: '^[0-9]{3}$' }), (v: unknown) => /^[0-9]{3}$/.test(String(v))],
    ['a minLength the placeholder is too short for', bounded('string', { minLength: 10 }), (v: unknown) => String(v).length >= 10],
    ['a minimum above 0', bounded('integer', { minimum: 5, maximum: 9 }), (v: unknown) => typeof v === 'number' && v >= 5 && v <= 9],
    ['an exclusive minimum of 0', bounded('integer', { exclusiveMinimum: 0 }), (v: unknown) => typeof v === 'number' && v > 0],
  ])('draws a value that fits for %s', (_name, given, fits) => {
    expect(fits(exampleFromSchema(given, api))).toBe(true);
  });
});

describe('objects with minProperties and maxProperties', () => {
  const bounded = (constraints: Record<string, unknown>, properties: SchemaProperty[] = []): Schema => ({ kind: 'object', properties, additionalProperties: true, meta: { constraints } });

  it.each<[string, Schema, unknown]>([
    ['extra properties up to minProperties', bounded({ minProperties: 1 }), { property1: 'value' }],
    ['optional properties within maxProperties', bounded({ maxProperties: 1 }, [optional('a'), optional('b')]), { a: 'string' }],
    ['required ones even past maxProperties', bounded({ maxProperties: 1 }, [required('a'), required('b'), optional('c')]), { a: 'string', b: 'string' }],
  ])('%s', (_what, given, want) => {
    expect(exampleFromSchema(given, api)).toEqual(want);
  });
});

describe('binary strings', () => {
  // ReadMe's JSON body has `binary: { type: string, format: binary }`: the client types it a
  // string there, and a Blob in an example call would not compile (JSON.stringify makes it `{}`).
  const upload = object([required('file', { kind: 'string', format: 'binary', meta: {} })]);

  it('are text outside a multipart body', () => {
    expect(exampleFromSchema(upload, api)).toEqual({ file: 'file contents' });
  });

  it('are files (a Blob) in a multipart body', () => {
    expect((exampleFromSchema(upload, api, { files: true }) as { file: { code: string } }).file.code).toBe("new Blob(['file contents'])");
  });
});

describe('formats', () => {
  // ReadMe's `json-pointer` query parameter was shown as 'string', which the generated server refuses.
  it.each(CHECKED_STRING_FORMATS)('a %s string shows a value its check accepts', (format) => {
    const schema: Schema = { kind: 'string', format, meta: {} };
    expect(exampleFits(schema, exampleFromSchema(schema, api))).toBe(true);
  });
});

describe('a multipart example of the whole body', () => {
  // Increase's upload: the object's example shows text where the file goes.
  const binary: Schema = { kind: 'string', format: 'binary', meta: {} };
  const upload: Schema = {
    ...object([required('file', binary), required('purpose'), optional('scans', { kind: 'array', items: binary, meta: {} })]),
    meta: { example: { file: '"@tax_form.pdf"', purpose: 'check_image_front', scans: ['a.png'] } },
  };

  it('keeps its text fields and makes its file fields files', () => {
    const example = exampleFromSchema(upload, api, { files: true }) as { file: { code: string }; purpose: string; scans: { code: string }[] };
    expect(example.purpose).toBe('check_image_front');
    expect(example.file.code).toBe("new Blob(['file contents'])");
    expect(example.scans.map((scan) => scan.code)).toEqual(["new Blob(['file contents'])"]);
  });

  it('is shown as it is outside multipart', () => {
    expect(exampleFromSchema(upload, api)).toEqual({ file: '"@tax_form.pdf"', purpose: 'check_image_front', scans: ['a.png'] });
  });
});
