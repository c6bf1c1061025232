/** How operations become HTTP requests: path encoding, query, headers and body. */
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../templates/client/core/errors.ts';
import { makeClient, operation, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const credentials = { ApiKeyAuth: 'key-1' };

describe('path parameters', () => {
  it.each([
    ['a data URN', 'urn:ilmn:ica:region:R:data:fil.X#/a/b.txt'],
    ['a percent sign', '100%_done'],
    ['spaces', 'my file name.txt'],
    ['unicode', 'données/日本語/🧬'],
    ['a question mark', 'what?x=1&y=2'],
    ['a backslash and dots inside', 'a\\..\\b..c'],
  ])('round-trips %s as exactly one segment', async (_what, value) => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await client.send(ops.getData, { dataUrn: value });
    const [request] = server().requests;
    expect(request!.rawPath).toBe(`/api/data/${encodeURIComponent(value)}`);
    const segment = request!.rawPath.slice('/api/data/'.length);
    expect(segment).not.toContain('/');
    expect(decodeURIComponent(segment)).toBe(value);
  });

  it('keeps an AIP-136 action literal after the last parameter', async () => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await client.send(ops.archiveData, { projectId: 'p 1', dataId: 'fil.9' });
    expect(server().requests[0]!.rawPath).toBe('/api/projects/p%201/data/fil.9:archive');
  });

  it.each([
    ['"."', { dataUrn: '.' }, /cannot be "\."/],
    ['".."', { dataUrn: '..' }, /cannot be "\.\."/],
    ['missing', {}, /"dataUrn" is required/],
    ['empty', { dataUrn: '' }, /"dataUrn" is required/],
    ['a nested object', { dataUrn: { id: { deep: 1 } } }, /must be a string, a number, a boolean, or an array or object of them/],
    ['a null item', { dataUrn: ['a', null] }, /got null/],
    ['an empty array', { dataUrn: [] }, /"dataUrn" is required/],
  ])('rejects a %s value before sending', async (_what, params, message) => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    const error = await client.send(ops.getData, params).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toMatch(message);
    expect(server().requests).toHaveLength(0);
  });

  // OpenAPI path styles (RFC 6570): each item is encoded on its own, separators stay literal.
  it.each([
    ['simple array', {}, ['a b', 'c,d'], 'a%20b,c%2Cd'],
    ['simple object', {}, { x: '1', y: 'é' }, 'x,1,y,%C3%A9'],
    ['simple exploded object', { explode: true }, { x: '1', y: '2' }, 'x=1,y=2'],
    ['label scalar', { style: 'label' as const }, 'v', '.v'],
    ['label array', { style: 'label' as const }, ['a', 'b'], '.a,b'],
    ['label exploded array', { style: 'label' as const, explode: true }, ['a', 'b'], '.a.b'],
    ['matrix scalar', { style: 'matrix' as const }, 5, ';dataUrn=5'],
    ['matrix array', { style: 'matrix' as const }, ['a', 'b'], ';dataUrn=a,b'],
    ['matrix exploded array', { style: 'matrix' as const, explode: true }, ['a', 'b'], ';dataUrn=a;dataUrn=b'],
    ['matrix exploded object', { style: 'matrix' as const, explode: true }, { x: '1', y: '2' }, ';x=1;y=2'],
  ])('writes a %s in its path style', async (_what, style, value, segment) => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    const spec = { ...ops.getData, pathParams: [{ key: 'dataUrn', name: 'dataUrn', ...style }] };
    await client.send(spec, { dataUrn: value });
    expect(server().requests[0]!.rawPath).toBe(`/api/data/${segment}`);
  });

  it('appends the path to a base URL that has a path of its own', async () => {
    const { client } = makeClient(`${server().url}/service/rest/`, { credentials, exchangeApiKey: false });
    await client.send(ops.getData, { dataUrn: 'x' });
    expect(server().requests[0]!.rawPath).toBe('/service/rest/api/data/x');
  });
});

describe('query and header parameters', () => {
  it('drops undefined, repeats arrays and stringifies scalars', async () => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await client.send(ops.listProjects, { search: undefined, pageSize: 20, includeHidden: false, tags: ['a', 'b c'] });
    const [request] = server().requests;
    expect(request!.rawPath).toBe('/api/projects?pageSize=20&includeHidden=false&tag=a&tag=b+c');
    expect(request!.query.getAll('tag')).toEqual(['a', 'b c']);
    expect(request!.query.has('search')).toBe(false);
  });

  it('sends header parameters under their wire name, and per-call headers over defaults', async () => {
    const { client } = makeClient(server().url, {
      credentials,
      exchangeApiKey: false,
      defaultHeaders: { 'X-Trace': 'default', 'X-Team': 'core' },
    });
    await client.send(ops.listProjects, { requestId: 'req-7' }, { headers: { 'X-Trace': 'call' } });
    const { headers } = server().requests[0]!;
    expect(headers['x-request-id']).toBe('req-7');
    expect(headers['x-trace']).toBe('call');
    expect(headers['x-team']).toBe('core');
  });
});

describe('request body', () => {
  it('sends `body` as JSON with a JSON content type', async () => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await client.send(ops.createProject, { body: { name: 'Genomes', tags: ['x'] } });
    const [request] = server().requests;
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ name: 'Genomes', tags: ['x'] });
  });

  it('sends no Content-Type when there is no body', async () => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await client.send(ops.searchProjects, {});
    await client.send(ops.getData, { dataUrn: 'x' });
    for (const request of server().requests) {
      expect(request.headers['content-type']).toBeUndefined();
      expect(request.body).toBe('');
    }
  });

  it('passes a non-JSON body through untouched with its declared media type', async () => {
    const upload = operation({ name: 'upload', method: 'PUT', path: '/api/blobs', body: 'required', bodyMediaTypes: ['application/octet-stream'] });
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await client.send(upload, { body: new TextEncoder().encode('raw bytes') });
    const [request] = server().requests;
    expect(request!.headers['content-type']).toBe('application/octet-stream');
    expect(request!.body).toBe('raw bytes');
  });

  it('rejects a missing required body before sending', async () => {
    const { client } = makeClient(server().url, { credentials, exchangeApiKey: false });
    await expect(client.send(ops.createProject, {})).rejects.toThrow(InvalidRequestError);
    expect(server().requests).toHaveLength(0);
  });
});
