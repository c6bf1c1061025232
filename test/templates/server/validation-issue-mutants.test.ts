/**
 * What a 400's `errors` say for each kind of zod failure (templates/server/core/validation-issue.ts):
 * zod v4 schemas of the kinds `validators.ts` generates, parsed with the runtime's error map
 * (`describeIssue`) and turned into entries by `validationErrors`, as validate.ts does. Given a
 * schema and a value, want the exact pointer and detail. A few rows hand `describeIssue` a raw
 * issue zod itself does not raise today but documents (an `invalid_format` on a number, an issue
 * without its usual fields), so the fallbacks say something sensible too.
 */
import { describe, expect, it } from 'vitest';
import { type core, z, type ZodType } from 'zod/v4';
import { uploadedFile } from '../../../templates/server/core/uploaded-file.ts';
import { describeIssue, validationErrors } from '../../../templates/server/core/validation-issue.ts';

function errorsOf(schema: ZodType, value: unknown, part = 'body') {
  const result = schema.safeParse(value, { error: describeIssue });
  if (result.success) throw new Error('expected the value to fail');
  return validationErrors(part, result.error.issues);
}

const detailOf = (schema: ZodType, value: unknown) => errorsOf(schema, value).map((e) => e.detail);

const pets = z.discriminatedUnion('kind', [z.object({ kind: z.literal('cat') }), z.object({ kind: z.enum(['dog', 'wolf']) })]);
const file = uploadedFile({ fieldName: 'f', filename: 'a', type: 'text/plain', size: 1, path: '/nonexistent' });

describe('describeIssue: what was expected', () => {
  it.each<[string, ZodType, unknown, string]>([
    ['a number', z.number(), 'x', 'expected number, got "x"'],
    ['an integer', z.int(), 'x', 'expected integer, got "x"'],
    ['an integer, not a fraction', z.int(), 1.5, 'expected integer, got 1.5'],
    ['an integer with a minimum', z.int().min(1), 1.5, 'expected integer ≥ 1, got 1.5'],
    ['both bounds', z.number().min(1).max(5), 'x', 'expected number ≥ 1 and ≤ 5, got "x"'],
    ['exclusive bounds', z.int().gt(0).lt(10), 'x', 'expected integer > 0 and < 10, got "x"'],
    ['below a minimum', z.number().min(1), 0, 'expected number ≥ 1, got 0'],
    ['not above an exclusive minimum', z.number().gt(0), 0, 'expected number > 0, got 0'],
    ['above a maximum', z.number().max(5), 6, 'expected number ≤ 5, got 6'],
    ['not below an exclusive maximum', z.number().lt(5), 5, 'expected number < 5, got 5'],
    ['an integer past the safe range', z.int(), 2 ** 60, `expected number ≤ ${Number.MAX_SAFE_INTEGER}, got ${2 ** 60}`],
    ['an integer below the safe range', z.int(), -(2 ** 60), `expected number ≥ ${-Number.MAX_SAFE_INTEGER}, got ${-(2 ** 60)}`],
    ['a 32-bit integer', z.int32(), 2 ** 40, `expected number ≤ 2147483647, got ${2 ** 40}`],
    ['a 32-bit integer, from text', z.int32(), 'x', 'expected integer ≥ -2147483648 and ≤ 2147483647, got "x"'],
    ['a bigint minimum', z.bigint().min(5n), 1n, 'expected number ≥ 5, got 1'],
    ['a multiple', z.number().multipleOf(5), 7, 'expected a multiple of 5, got 7'],
    ['a short string', z.string().min(2), 'a', 'expected string of at least 2 characters, got "a"'],
    ['a long string', z.string().max(1), 'ab', 'expected string of at most 1 characters, got "ab"'],
    ['too few items', z.array(z.string()).min(1), [], 'expected at least 1 items, got an array'],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], 'expected at most 1 items, got an array'],
    // As zod-expression.ts prints `uniqueItems`.
    ['a repeated item', z.array(z.int()).refine((items) => new Set(items.map((item) => JSON.stringify(item))).size === items.length, { params: { expected: 'unique items' } }), [1, 1], 'expected unique items, got an array'],
    ['too few in a set', z.set(z.string()).min(1), new Set(), 'expected at least 1 items, got an object'],
    ['a pattern', z.string().regex(/^a+$/), 'b', 'expected string matching /^a+$/, got "b"'],
    ['an email', z.email(), 'b', 'expected email, got "b"'],
    ['an email, not a number', z.email(), 5, 'expected email, got 5'],
    ['a date-time, by its OpenAPI name', z.iso.datetime(), 'b', 'expected date-time, got "b"'],
    ['a date-time, not a number', z.iso.datetime(), 5, 'expected date-time, got 5'],
    ['a uuid, by its OpenAPI name', z.guid(), 'b', 'expected uuid, got "b"'],
    ['a uri, by its OpenAPI name', z.url(), 'b', 'expected uri, got "b"'],
    ['a boolean', z.boolean(), 'yes', 'expected boolean, got "yes"'],
    ['a required value', z.object({ a: z.string().optional().nonoptional() }), {}, 'expected a value, got nothing'],
    ['one literal', z.literal('a'), 'b', 'expected "a", got "b"'],
    ['an enum', z.enum(['a', 'b']), 'c', 'expected one of "a", "b", got "c"'],
    ['a variant of a union', z.union([z.string(), z.number()]), true, 'expected a value matching one of the variants, got true'],
    ['a union of unions', z.union([pets, z.string()]), 5, 'expected a value matching one of the variants, got 5'],
    ['a union of objects without a discriminator', z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), {}, 'expected a value matching one of the variants, got an object'],
    ['a discriminator naming no variant', pets, { kind: 'cow' }, 'expected one of "cat", "dog", "wolf", got "cow"'],
    ['a missing discriminator', pets, {}, 'expected one of "cat", "dog", "wolf", got nothing'],
    ['a discriminated object, not an array', pets, [], 'expected object, got an array'],
    ['a discriminated object, not null', pets, null, 'expected object, got null'],
    ['a discriminated object, not text', pets, 'x', 'expected object, got "x"'],
    ['a custom check', z.custom(() => false), 1, 'expected a valid value, got 1'],
    ['a custom check that says what it expects', z.custom(() => false, { params: { expected: 'a file' } }), 'x', 'expected a file, got "x"'],
    ['a record key', z.record(z.string().regex(/^a/), z.string()), { b: 'x' }, 'expected a valid value, got "b"'],
  ])('%s', (_name, schema, value, detail) => {
    expect(detailOf(schema, value)).toEqual([detail]);
  });
});

describe('describeIssue: what was got', () => {
  it.each<[string, unknown, string]>([
    ['nothing', undefined, 'nothing'],
    ['null', null, 'null'],
    ['NaN', Number.NaN, 'NaN'],
    ['a boolean', false, 'false'],
    ['a bigint', 12n, '12'],
    ['an array', [1], 'an array'],
    ['an object', { a: 1 }, 'an object'],
    ['a file', file, 'a file'],
    ['text of 40 characters, whole', 'y'.repeat(40), `"${'y'.repeat(40)}"`],
    ['text of 41 characters, cut', 'y'.repeat(41), `"${'y'.repeat(40)}…"`],
    ['text with quotes, as JSON', 'a"b', '"a\\"b"'],
  ])('%s', (_name, value, shown) => {
    expect(detailOf(z.literal(7), value)).toEqual([`expected 7, got ${shown}`]);
  });
});

describe('describeIssue: raw issues with fields missing', () => {
  const raw = (issue: Record<string, unknown>) => describeIssue({ input: 'x', path: [], ...issue } as unknown as core.$ZodRawIssue);
  it.each<[string, Record<string, unknown>, string]>([
    ['an invalid number format', { code: 'invalid_format', origin: 'number', format: 'safeint', inst: z.int().min(1) }, 'expected integer ≥ 1, got "x"'],
    ['an invalid format without its name', { code: 'invalid_format', origin: 'string' }, 'expected string, got "x"'],
    ['an invalid type without the expected type', { code: 'invalid_type' }, 'expected a value, got "x"'],
    ['an invalid value without the values', { code: 'invalid_value' }, 'expected one of , got "x"'],
    ['an invalid union without its schema', { code: 'invalid_union' }, 'expected a value matching one of the variants, got "x"'],
    ['an invalid union without variants', { code: 'invalid_union', inst: { _zod: { def: { discriminator: 'kind' } } }, input: { kind: 'x' } }, 'expected one of , got "x"'],
    ['a variant without values for the discriminator', { code: 'invalid_union', inst: { _zod: { def: { discriminator: 'kind', options: [{ _zod: {} }] } } }, input: { kind: 'x' } }, 'expected one of , got "x"'],
    ['an invalid union of a schema without internals', { code: 'invalid_union', inst: {} }, 'expected a value matching one of the variants, got "x"'],
    ['a discriminated union on text', { code: 'invalid_union', inst: { _zod: { def: { discriminator: 'kind', options: [] } } }, input: 'kind' }, 'expected a value matching one of the variants, got "kind"'],
    ['a discriminated union on null', { code: 'invalid_union', inst: { _zod: { def: { discriminator: 'kind', options: [] } } }, input: null }, 'expected a value matching one of the variants, got null'],
    ['an invalid type of a schema without internals', { code: 'invalid_type', expected: 'number', inst: {} }, 'expected number, got "x"'],
    ['bounds that are not numbers', { code: 'invalid_type', expected: 'number', inst: { _zod: { bag: { minimum: '3', maximum: '4' } } } }, 'expected number, got "x"'],
    ['a custom issue without params', { code: 'custom' }, 'expected a valid value, got "x"'],
    ['a code zod may add later', { code: 'invalid_element' }, 'expected a valid value, got "x"'],
    ['a bound on something else', { code: 'too_big', origin: 'file', maximum: 3, inclusive: false }, 'expected number < 3, got "x"'],
  ])('%s', (_name, issue, message) => {
    expect(raw(issue)).toBe(message);
  });
});

describe('validationErrors', () => {
  it('points into the request part, escaping ~ and / (RFC 6901)', () => {
    expect(errorsOf(z.object({ 'a/b~c': z.object({ 'd~/e': z.number() }) }), { 'a/b~c': { 'd~/e': 'x' } }, 'query')).toEqual([
      { pointer: '/query/a~1b~0c/d~0~1e', detail: 'expected number, got "x"' },
    ]);
  });

  it('gives each unexpected property its own entry, escaped', () => {
    expect(errorsOf(z.strictObject({ a: z.strictObject({}) }), { a: { 'x/y': 1, z: 2 } })).toEqual([
      { pointer: '/body/a/x~1y', detail: 'unexpected property' },
      { pointer: '/body/a/z', detail: 'unexpected property' },
    ]);
  });

  it('lists list items by index, in order', () => {
    expect(errorsOf(z.array(z.number()), [1, 'a', 'b'])).toEqual([
      { pointer: '/body/1', detail: 'expected number, got "a"' },
      { pointer: '/body/2', detail: 'expected number, got "b"' },
    ]);
  });
});

describe('a union of subtypes told apart by a fixed property (templates/server/core/union-issues.ts)', () => {
  // As validators.ts prints an imported inheritance: each subtype an allOf of its base's shape,
  // its own fields and the discriminating property fixed, which z.discriminatedUnion cannot take.
  const base = z.object({ name: z.string().optional(), petType: z.string() });
  const cat = z.intersection(z.intersection(base, z.object({ huntingSkill: z.enum(['clueless', 'lazy']).optional() })), z.object({ petType: z.enum(['cat']) }));
  const dog = z.intersection(z.intersection(base, z.object({ packSize: z.int().min(0) })), z.object({ petType: z.enum(['dog']) }));
  const bird = z.intersection(base, z.object({ petType: z.enum(['bird', 'parrot']) }));
  const pet = z.union([cat, dog, bird]);

  it.each<[string, ZodType, unknown, { pointer: string; detail: string }[]]>([
    ['the meant variant names the wrong field', pet, { petType: 'dog', packSize: 'x' }, [{ pointer: '/body/packSize', detail: 'expected integer ≥ 0, got "x"' }]],
    ['and the missing one', pet, { petType: 'dog' }, [{ pointer: '/body/packSize', detail: 'expected integer ≥ 0, got nothing' }]],
    ['a base field of the meant variant', pet, { petType: 'cat', name: 5 }, [{ pointer: '/body/name', detail: 'expected string, got 5' }]],
    ['an enum of the meant variant, which another enum does not outrank', pet, { petType: 'cat', huntingSkill: 'eager' }, [{ pointer: '/body/huntingSkill', detail: 'expected one of "clueless", "lazy", got "eager"' }]],
    ['a value no variant takes: the property, with every value', pet, { petType: 'fish' }, [{ pointer: '/body/petType', detail: 'expected one of "cat", "dog", "bird", "parrot", got "fish"' }]],
    ['under a path of its own', z.object({ pets: z.array(pet) }), { pets: [{ petType: 'dog', packSize: -1 }] }, [{ pointer: '/body/pets/0/packSize', detail: 'expected number ≥ 0, got -1' }]],
    ['variants not told apart by a value: one entry, as before', z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), { a: 1 }, [{ pointer: '/body', detail: 'expected a value matching one of the variants, got an object' }]],
  ])('%s', (_what, schema, value, want) => {
    expect(errorsOf(schema, value)).toEqual(want);
  });
});
