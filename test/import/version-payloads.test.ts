/**
 * API versions whose payloads differ, on import. Given each version's own payloads, want the
 * manifest's `versions` (groupVersionPayloads); and given an OpenAPI operation whose content maps
 * name several versions, want the `versions` map it is imported as and, once loaded, what each
 * version sends and answers in the IR.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi, validateManifestText } from '../../generator/import/index.ts';
import { groupVersionPayloads, type OneVersionPayloads } from '../../generator/import/version-payloads.ts';
import { buildApi } from '../../generator/ir/build.ts';
import type { Payload, Schema } from '../../generator/ir/types.ts';

const A = { $ref: 'A' };
const B = { $ref: 'B' };

describe('groupVersionPayloads', () => {
  it.each<{ name: string; given: OneVersionPayloads[]; want: ReturnType<typeof groupVersionPayloads> }>([
    {
      name: 'every version alike: the short form, with the newest version\'s payloads (and example)',
      given: [
        { version: 1, requestBody: { schema: A }, response: { schema: B, example: { old: true } } },
        { version: 2, requestBody: { schema: A }, response: { schema: B, example: { new: true } } },
      ],
      want: { versions: [1, 2], requestBody: { schema: A }, response: { schema: B, example: { new: true } } },
    },
    {
      name: 'two versions, responses differ: the newest at the operation, the other its own response',
      given: [
        { version: 3, response: { schema: A } },
        { version: 4, response: { schema: B } },
      ],
      want: { versions: { 3: { response: { schema: A } }, 4: null }, response: { schema: B } },
    },
    {
      name: 'what most versions share stays at the operation',
      given: [
        { version: 1, response: { schema: A } },
        { version: 2, response: { schema: A } },
        { version: 3, response: { schema: B } },
      ],
      want: { versions: { 1: null, 2: null, 3: { response: { schema: B } } }, response: { schema: A } },
    },
    {
      name: 'a version without a body says none',
      given: [
        { version: 1, requestBody: { required: true, schema: A }, response: {} },
        { version: 2, requestBody: { required: true, schema: A }, response: {} },
        { version: 3, requestBody: 'none', response: {} },
      ],
      want: { versions: { 1: null, 2: null, 3: { requestBody: 'none' } }, requestBody: { required: true, schema: A }, response: {} },
    },
    {
      name: 'a version with a body where the operation has none states it whole',
      given: [
        { version: 3, requestBody: { required: true, schema: A } },
        { version: 4, requestBody: 'none' },
      ],
      want: { versions: { 3: { requestBody: { required: true, schema: A } }, 4: null }, requestBody: 'none' },
    },
    {
      name: 'statuses differ: a version answering 200 says so, since status is inherited',
      given: [
        { version: 3, response: { schema: A } },
        { version: 4, response: { status: 204 } },
      ],
      want: { versions: { 3: { response: { status: 200, schema: A } }, 4: null }, response: { status: 204 } },
    },
    {
      name: 'a body that is not required where the operation\'s is says required: false',
      given: [
        { version: 1, requestBody: { required: true, schema: A } },
        { version: 2, requestBody: { required: true, schema: A } },
        { version: 3, requestBody: { schema: A } },
      ],
      want: { versions: { 1: null, 2: null, 3: { requestBody: { schema: A, required: false } } }, requestBody: { required: true, schema: A } },
    },
    {
      name: 'a version answering any value where the operation has a schema says schema: {}',
      given: [
        { version: 1, response: { schema: A } },
        { version: 2, response: { schema: A } },
        { version: 3, response: { description: 'Anything' } },
      ],
      want: { versions: { 1: null, 2: null, 3: { response: { description: 'Anything', schema: {} } } }, response: { schema: A } },
    },
  ])('$name', ({ given, want }) => {
    expect(groupVersionPayloads(given)).toEqual(want);
  });
});

const pet = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
const petV2 = { type: 'object', required: ['names'], properties: { names: { type: 'array', items: { type: 'string' } } } };
const v = (version: number) => `application/vnd.acme.v${version}+json`;

/** One operation `op` at `/pets`, plus a GET that makes the versioned vendor type the API's default. */
function importOperation(method: string, op: Record<string, unknown>) {
  const result = importOpenApi({
    openapi: '3.0.3',
    info: { title: 'Pets' },
    servers: [{ url: 'https://pets.example' }],
    paths: { '/pets': { [method]: op }, '/other': { get: { responses: { '200': { description: 'OK', content: { [v(1)]: { schema: pet } } } } } } },
  });
  validateManifestText(result.yaml, 'imported.yaml');
  const { name: _n, method: _m, path: _p, group: _g, summary: _s, ...manifest } = result.manifest.operations[0]!;
  const api = buildApi(result.manifest, 'imported.yaml');
  return { manifest, sent: byVersion(api.operations[0]!.byVersion), current: result.manifest.media.currentVersion, warnings: result.warnings };
}

const label = (schema: Schema): string => (schema.kind === 'object' ? `{${schema.properties.map((p) => p.name).join(',')}}` : schema.kind);
const payloads = (contents: Payload[]) => contents.map((c) => `${c.mediaType} ${label(c.schema)}`);
/** Each version as `{ body, response }` in one line per part, from the IR. */
function byVersion(entries: { version: number; requestBody?: { required: boolean; contents: Payload[] }; response: { status: number; contents: Payload[] } }[]) {
  return Object.fromEntries(
    entries.map((e) => [
      e.version,
      {
        body: e.requestBody ? [e.requestBody.required ? 'required' : 'optional', ...payloads(e.requestBody.contents)] : 'none',
        response: [e.response.status, ...payloads(e.response.contents)],
      },
    ]),
  );
}

const TEMPLATE = 'application/vnd.acme.v{version}+json';

describe('importing an operation whose versions differ', () => {
  it.each([
    {
      name: 'response schemas differ by version: a versions map, each version typed its own way',
      method: 'get',
      given: { responses: { '200': { description: 'OK', content: { [v(1)]: { schema: pet }, [v(2)]: { schema: petV2 } } } } },
      want: { versions: { 1: { response: { description: 'OK', schema: pet } }, 2: null }, response: { description: 'OK', schema: petV2 } },
      sent: { 1: { body: 'none', response: [200, `${TEMPLATE} {name}`] }, 2: { body: 'none', response: [200, `${TEMPLATE} {names}`] } },
    },
    {
      name: 'the same schema in every version: the short form (here moved to defaults.versions)',
      method: 'get',
      given: { responses: { '200': { description: 'OK', content: { [v(1)]: { schema: pet }, [v(2)]: { schema: pet } } } } },
      want: { response: { description: 'OK', schema: pet } },
      sent: { 1: { body: 'none', response: [200, `${TEMPLATE} {name}`] }, 2: { body: 'none', response: [200, `${TEMPLATE} {name}`] } },
    },
    {
      name: 'a body only v1 sends: v2 takes none',
      method: 'post',
      given: {
        requestBody: { required: true, content: { [v(1)]: { schema: pet } } },
        responses: { '200': { description: 'OK', content: { [v(1)]: { schema: pet }, [v(2)]: { schema: pet } } } },
      },
      want: { versions: { 1: { requestBody: { required: true, schema: pet } }, 2: null }, requestBody: 'none', response: { description: 'OK', schema: pet } },
      sent: { 1: { body: ['required', `${TEMPLATE} {name}`], response: [200, `${TEMPLATE} {name}`] }, 2: { body: 'none', response: [200, `${TEMPLATE} {name}`] } },
    },
    {
      name: 'v1 answers 200 with a body, v2 answers 201 with another: both statuses kept, no warning',
      method: 'post',
      given: {
        requestBody: { content: { [v(1)]: { schema: pet }, [v(2)]: { schema: petV2 } } },
        responses: { '201': { description: 'Made', content: { [v(2)]: { schema: petV2 } } }, '200': { description: 'OK', content: { [v(1)]: { schema: pet } } } },
      },
      want: {
        versions: { 1: { requestBody: { schema: pet }, response: { status: 200, description: 'OK', schema: pet } }, 2: null },
        requestBody: { schema: petV2 },
        response: { status: 201, description: 'Made', schema: petV2 },
      },
      sent: { 1: { body: ['optional', `${TEMPLATE} {name}`], response: [200, `${TEMPLATE} {name}`] }, 2: { body: ['optional', `${TEMPLATE} {names}`], response: [201, `${TEMPLATE} {names}`] } },
    },
    {
      name: 'a version answering 204 (named only by sdkgen\'s "API versions" paragraph)',
      method: 'delete',
      given: {
        description: `Deletes.\n\nAPI versions: 1, 2 (\`${v(1)}\`, \`${v(2)}\`).`,
        responses: { '200': { description: 'OK', content: { [v(1)]: { schema: pet } } }, '204': { description: 'Gone' } },
      },
      want: { description: 'Deletes.', versions: { 1: { response: { status: 200, description: 'OK', schema: pet } }, 2: null }, response: { status: 204, description: 'Gone' } },
      sent: { 1: { body: 'none', response: [200, `${TEMPLATE} {name}`] }, 2: { body: 'none', response: [204] } },
    },
    {
      name: 'a type without {version} that sdkgen\'s export marks with x-sdkgen-versions belongs to those versions only',
      method: 'get',
      given: { responses: { '200': { description: 'OK', content: { [v(1)]: { schema: pet }, 'text/csv': { schema: { type: 'string' }, 'x-sdkgen-versions': [2] } } } } },
      want: { versions: { 1: { response: { description: 'OK', schema: pet } }, 2: null }, response: { description: 'OK', content: { 'text/csv': { schema: { type: 'string' } } } } },
      sent: { 1: { body: 'none', response: [200, `${TEMPLATE} {name}`] }, 2: { body: 'none', response: [200, 'text/csv string'] } },
    },
  ])('$name', ({ method, given, want, sent }) => {
    const result = importOperation(method, given);
    expect(result.manifest).toEqual(want);
    expect(result.sent).toEqual(sent);
    expect(result.current).toBe(2);
    expect(result.warnings).toEqual([]);
  });
});
