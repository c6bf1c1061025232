/**
 * Given an OpenAPI operation's `responses`, want this manifest `response`: every 2xx kept (the
 * lowest as the main status, the others under `also` with their own payload or none), the
 * success responses' `headers` as typed `response.headers`, and 1xx/3xx codes and ranges
 * reported as one kind of warning, which `sdkgen import` prints as one group with a count.
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';
import { formatWarningGroups, groupWarnings } from '../../generator/import/warning-groups.ts';
import { tempDir } from '../helpers/tmp.ts';
import { expectLoadable } from './helpers.ts';

const job = { type: 'object', properties: { id: { type: 'string' } } };

function importResponses(paths: Record<string, Record<string, unknown>>) {
  return importOpenApi({
    openapi: '3.0.3',
    info: { title: 'T' },
    servers: [{ url: 'https://t.example' }],
    paths,
    components: { schemas: { Job: job }, headers: { Limit: { description: 'Calls left.', schema: { type: 'integer' } } } },
  });
}

function importOne(responses: unknown, method = 'post') {
  const result = importResponses({ '/jobs': { [method]: { responses } } });
  return { result, response: result.manifest.operations[0]!.response, warnings: result.warnings.map((w) => `${w.pointer}: ${w.message}`) };
}

const at = (code: string) => `/paths/~1jobs/post/responses/${code}`;

describe('success statuses and headers', () => {
  it.each([
    {
      given: 'one 200',
      responses: { '200': { description: 'OK', content: { 'application/json': { schema: job } } } },
      want: { description: 'OK', schema: job },
      warnings: [],
    },
    {
      given: '200, 201 and 202: the lowest is the main status, the others also',
      responses: {
        '202': { description: 'Queued', content: { 'text/plain': { schema: { type: 'string' } } } },
        '201': { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } },
        '200': { description: 'Cached', content: { 'application/json': { schema: job } } },
      },
      want: {
        description: 'Cached',
        schema: job,
        also: { 201: { description: 'Created', schema: { $ref: 'Job' } }, 202: { description: 'Queued', content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
      warnings: [],
    },
    {
      given: 'a main 201 and a 204 without content: {} means no body',
      responses: { '204': { description: 'Nothing' }, '201': { description: 'Created', content: { 'application/json': { schema: job } } } },
      want: { status: 201, description: 'Created', schema: job, also: { 204: { description: 'Nothing' } } },
      warnings: [],
    },
    {
      given: 'an extra status with a body of any value: schema {}',
      responses: { '200': { description: 'OK' }, '202': { description: 'Queued', content: { 'application/json': {} } } },
      want: { description: 'OK', also: { 202: { description: 'Queued', schema: {} } } },
      warnings: [],
    },
    {
      given: '2XX beside 200: the range is 200 too, so it is reported',
      responses: { '200': { description: 'OK' }, '2XX': { description: 'Any' } },
      want: { description: 'OK' },
      warnings: [`${at('2XX')}: 2XX answers the status 200, which another success response already describes; ignored`],
    },
    {
      given: 'headers of every success, typed, the first declaration winning; Content-Type left out',
      responses: {
        '200': {
          description: 'OK',
          headers: {
            'X-Rate-Limit': { $ref: '#/components/headers/Limit' },
            'X-Cache-Hit': { required: true, schema: { type: 'boolean' } },
            'X-Note': { description: 'Free text.' },
            'Content-Type': { schema: { type: 'string' } },
          },
        },
        '201': { description: 'Created', headers: { 'x-rate-limit': { schema: { type: 'string' } }, Location: { schema: { type: 'string', format: 'uri' } } } },
      },
      want: {
        description: 'OK',
        also: { 201: { description: 'Created' } },
        headers: {
          'X-Rate-Limit': { schema: { type: 'integer' }, description: 'Calls left.' },
          'X-Cache-Hit': { schema: { type: 'boolean' }, required: true },
          'X-Note': { description: 'Free text.' },
          Location: { schema: { type: 'string', format: 'uri' } },
        },
      },
      warnings: [],
    },
    {
      given: 'only default: it is every answer, so the success too (200), and not an error schema candidate',
      responses: { default: { description: 'The job', content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } } },
      want: { description: 'The job', schema: { $ref: 'Job' } },
      warnings: [`${at('default')}: no success (2xx) response: the default response is read as the success, status 200`],
    },
    {
      given: 'default beside an error status and no 2xx: still the success',
      responses: { '404': { description: 'Missing' }, default: { description: 'OK', content: { 'application/json': { schema: job } } } },
      want: { description: 'OK', schema: job },
      warnings: [`${at('default')}: no success (2xx) response: the default response is read as the success, status 200`],
    },
    {
      given: 'default beside a 2xx: the 2xx is the success, default only an error',
      responses: { '201': { description: 'Created' }, default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } } },
      want: { status: 201, description: 'Created' },
      warnings: [],
    },
    {
      given: 'neither a 2xx nor default: untyped',
      responses: { '404': { description: 'Missing' } },
      want: undefined,
      warnings: ['/paths/~1jobs/post/responses: no success (2xx) response; the response is untyped'],
    },
    {
      given: 'a header whose schema is not a scalar: imported as a string',
      responses: { '200': { description: 'OK', headers: { 'X-Tags': { schema: { type: 'array', items: { type: 'string' } } } } } },
      want: { description: 'OK', headers: { 'X-Tags': {} } },
      warnings: [`${at('200')}/headers/X-Tags/schema: response header "X-Tags" has a array schema; a header value is text, so it is imported as a string`],
    },
  ])('$given', ({ responses, want, warnings }) => {
    const imported = importOne(responses);
    expect(imported.response).toEqual(want);
    expect(imported.warnings).toEqual(warnings);
  });

  it('does not take a default read as the success for the error schema', () => {
    const ref = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } };
    expect(importOne({ default: { description: 'The job', ...ref } }).result.manifest.errors).toBeUndefined();
    expect(importOne({ '200': { description: 'OK' }, default: { description: 'Error', ...ref } }).result.manifest.errors?.schema).toBe('Job');
  });

  it('writes also as plain status keys, and the result loads and types as declared', async () => {
    const { result } = importOne({
      '200': { description: 'OK', content: { 'application/json': { schema: job } }, headers: { 'X-Rate-Limit': { schema: { type: 'integer' } } } },
      '204': { description: 'Nothing' },
    });
    expect(result.yaml).toContain('      also: { 204: { description: Nothing } }\n');
    const api = await expectLoadable(result, tempDir('import-responses'));
    const { response } = api.operations[0]!;
    expect(response.also.map((other) => [other.status, other.contents.length])).toEqual([[204, 0]]);
    expect(response.headers.map((header) => [header.key, header.schema.kind])).toEqual([['xRateLimit', 'integer']]);
  });
});

describe('1xx and 3xx responses', () => {
  const OPERATIONS = {
    '/a': { get: { responses: { '200': { description: 'OK' }, '301': { description: 'Moved' } } } },
    '/b': { get: { responses: { '200': { description: 'OK' }, '3XX': { description: 'Elsewhere' } } } },
    '/c': { post: { responses: { '201': { description: 'Created' }, '100': { description: 'Continue' }, '1XX': { description: 'Informational' } } } },
    '/d': { delete: { responses: { '204': { description: 'Gone' }, '304': { description: 'Not modified' } } } },
  };

  it('are one kind of warning, one per code, which prints as one group with a count', () => {
    const { warnings } = importResponses(OPERATIONS);
    const unsupported = warnings.filter((w) => w.message.includes('responses are not supported'));
    expect(unsupported.map((w) => w.pointer)).toEqual([
      '/paths/~1a/get/responses/301',
      '/paths/~1b/get/responses/3XX',
      '/paths/~1c/post/responses/100',
      '/paths/~1c/post/responses/1XX',
      '/paths/~1d/delete/responses/304',
    ]);
    const groups = groupWarnings(warnings);
    expect(groups.map((g) => [g.count, g.kind])).toEqual([[5, '… responses are not supported; ignored']]);
    expect(formatWarningGroups(groups, 'api.yaml')).toEqual([
      'warning (5×): … responses are not supported; ignored',
      '  api.yaml#/paths/~1a/get/responses/301',
      '  api.yaml#/paths/~1b/get/responses/3XX',
      '  api.yaml#/paths/~1c/post/responses/100',
      '  … and 2 more',
    ]);
  });
});
