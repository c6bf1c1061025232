/**
 * Query and header parameters as they reach the server (templates/client/core/query.ts), edges
 * a mutation run showed untested: every OpenAPI style on arrays and objects, absent items and
 * properties, dates, the caller's extra query (which replaces a bound parameter of its name),
 * the operation's constants, a query API key, and header parameters of each shape. Each row
 * sends a real request and reads the raw request target the server got.
 */
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import type { RequestOptions } from '../../../templates/client/core/options.ts';
import type { ApiSpec, ParamBinding } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';
import { queryCredential } from '../../../templates/client/core/query-credentials.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };
const WHEN = new Date(Date.UTC(2030, 0, 2, 3, 4, 5, 6));

/** The raw query (after `?`, or '' when there is none) the server got for one call. */
async function querySent(query: ParamBinding[], params: Record<string, unknown>, options: RequestOptions = {}, match?: { query: Record<string, string> }) {
  const { client } = makeClient(server().url, direct);
  await client.send(operation({ name: 'list_things', method: 'GET', path: '/things', query, ...(match ? { match } : {}) }), params, options);
  const [request] = server().requests;
  const target = request!.rawPath;
  return target.includes('?') ? target.slice(target.indexOf('?') + 1) : '';
}

const n = (extra: Partial<ParamBinding> = {}): ParamBinding[] => [{ key: 'n', name: 'n', ...extra }];
const xy = { x: 1, y: 'b c' };

describe('a bound query parameter, by style', () => {
  it.each<[string, ParamBinding[], Record<string, unknown>, string]>([
    ['a string', n(), { n: 'a b&c' }, 'n=a+b%26c'],
    ['a number', n(), { n: 0 }, 'n=0'],
    ['false', n(), { n: false }, 'n=false'],
    ['a date, as ISO 8601', n(), { n: WHEN }, 'n=2030-01-02T03%3A04%3A05.006Z'],
    ['undefined, left out', n(), { n: undefined }, ''],
    ['null, left out', n(), { n: null }, ''],
    ['a form array', n(), { n: ['a', 'b c'] }, 'n=a&n=b+c'],
    ['absent items are dropped', n(), { n: ['a', undefined, null, 'b'] }, 'n=a&n=b'],
    ['dates and objects inside an array', n(), { n: [WHEN, { k: 1 }] }, 'n=2030-01-02T03%3A04%3A05.006Z&n=%7B%22k%22%3A1%7D'],
    ['an empty array, left out', n(), { n: [] }, ''],
    ['an empty array among other parameters, left out', [...n(), { key: 'm', name: 'm' }], { n: [], m: 1 }, 'm=1'],
    ['an array of only absent items, left out', n({ explode: false }), { n: [null, undefined] }, ''],
    ['a form array, not exploded', n({ explode: false }), { n: ['a', 'b c'] }, 'n=a,b+c'],
    ['a spaceDelimited array', n({ style: 'spaceDelimited' }), { n: ['a', 'b'] }, 'n=a%20b'],
    ['a pipeDelimited array', n({ style: 'pipeDelimited' }), { n: ['a', 'b'] }, 'n=a|b'],
    ['a pipeDelimited array, exploded', n({ style: 'pipeDelimited', explode: true }), { n: ['a', 'b'] }, 'n=a&n=b'],
    ['a deepObject array repeats', n({ style: 'deepObject' }), { n: ['a', 'b'] }, 'n=a&n=b'],
    ['a form object', n(), { n: xy }, 'x=1&y=b+c'],
    ['a form object, not exploded', n({ explode: false }), { n: xy }, 'n=x,1,y,b+c'],
    // Superset's `q`: a list property repeats its key as a list of its own would; objects go as JSON.
    ['a list property of a form object repeats its key', n(), { n: { ids: [1, 2], f: [{ k: 1 }], r: { lo: 1 } } }, 'ids=1&ids=2&f=%7B%22k%22%3A1%7D&r=%7B%22lo%22%3A1%7D'],
    ['a list property of an unexploded form object stays one JSON value', n({ explode: false }), { n: { ids: [1, 2] } }, 'n=ids,%5B1%2C2%5D'],
    ['a spaceDelimited object', n({ style: 'spaceDelimited' }), { n: xy }, 'n=x%201%20y%20b+c'],
    ['a pipeDelimited object', n({ style: 'pipeDelimited' }), { n: xy }, 'n=x|1|y|b+c'],
    ['a deepObject object', n({ style: 'deepObject' }), { n: xy }, 'n[x]=1&n[y]=b+c'],
    ['a deepObject object under a name that needs escaping', [{ key: 'n', name: 'the n', style: 'deepObject' }], { n: { x: 1 } }, 'the+n[x]=1'],
    ['a list in a deepObject goes with indices (Pandascore filters)', n({ style: 'deepObject' }), { n: { ids: [1, 2], on: true } }, 'n[ids][0]=1&n[ids][1]=2&n[on]=true'],
    ['absent items of a list in a deepObject are dropped, indices kept', n({ style: 'deepObject' }), { n: { ids: [1, null, 3] } }, 'n[ids][0]=1&n[ids][2]=3'],
    ['an empty list in a deepObject sends nothing', n({ style: 'deepObject' }), { n: { ids: [] } }, ''],
    ['a nested object in a deepObject travels as JSON', n({ style: 'deepObject' }), { n: { x: { y: 1 } } }, 'n[x]=%7B%22y%22%3A1%7D'],
    ['absent properties are dropped', n({ style: 'deepObject' }), { n: { x: 1, u: undefined, z: null } }, 'n[x]=1'],
    ['absent properties of a form object are dropped', n(), { n: { x: 1, u: undefined, z: null } }, 'x=1'],
    ['a date property', n({ style: 'deepObject' }), { n: { at: WHEN } }, 'n[at]=2030-01-02T03%3A04%3A05.006Z'],
    ['an object under a style the query does not define joins with commas', n({ style: 'simple' }), { n: xy }, 'n=x,1,y,b+c'],
    ['parameters in binding order', [{ key: 'b', name: 'b' }, { key: 'a', name: 'a' }], { a: 1, b: 2 }, 'b=2&a=1'],
  ])('%s', async (_what, bindings, params, want) => {
    expect(await querySent(bindings, params)).toBe(want);
  });
});

describe("the caller's extra query", () => {
  it.each<[string, ParamBinding[], Record<string, unknown>, Record<string, unknown>, string]>([
    ['alone, with no bound parameters', [], {}, { region: 'eu' }, 'region=eu'],
    ['after the bound ones', n(), { n: 1 }, { region: 'eu' }, 'n=1&region=eu'],
    ['replaces a bound parameter of the same name', [{ key: 'n', name: 'n' }, { key: 'm', name: 'm' }], { n: 1, m: 2 }, { n: 'x' }, 'm=2&n=x'],
    ['replaces every part of an exploded bound array', n(), { n: ['a', 'b'] }, { n: 'c' }, 'n=c'],
    ['an object nests in brackets', [], {}, { filter: { a: 1, b: 'x y' } }, 'filter[a]=1&filter[b]=x+y'],
    ['an array repeats', [], {}, { id: [1, 2] }, 'id=1&id=2'],
    ['a date as ISO 8601', [], {}, { since: WHEN }, 'since=2030-01-02T03%3A04%3A05.006Z'],
    ['null and undefined are left out', [], {}, { a: null, b: undefined, c: 0 }, 'c=0'],
  ])('%s', async (_what, bindings, params, query, want) => {
    expect(await querySent(bindings, params, { query })).toBe(want);
  });
});

describe("the operation's constants", () => {
  it.each<[string, ParamBinding[], Record<string, unknown>, RequestOptions, string]>([
    ['alone', [], {}, {}, 'Action=Describe'],
    ['come first', n(), { n: 1 }, {}, 'Action=Describe&n=1'],
    ['give way to an extra of the same name', [], {}, { query: { Action: 'List' } }, 'Action=List'],
  ])('%s', async (_what, bindings, params, options, want) => {
    expect(await querySent(bindings, params, options, { query: { Action: 'Describe' } })).toBe(want);
  });
});

describe('a query API key', () => {
  const spec = (url: string): ApiSpec => ({
    baseURL: url,
    mediaSuccessTemplate: 'application/json',
    mediaProblem: 'application/problem+json',
    currentVersion: 1,
    schemes: [{ name: 'QueryKey', kind: 'apiKey', query: 'api_key', writer: queryCredential }],
  });
  const op = operation({ name: 'find', method: 'GET', path: '/find', auth: ['QueryKey'], versions: [1], query: n() });

  it.each<[string, Record<string, unknown>, RequestOptions, string]>([
    ['alone', {}, {}, 'api_key=k+1'],
    ['after the parameters', { n: 'a' }, {}, 'n=a&api_key=k+1'],
    ['not added when the call already carries one', {}, { query: { api_key: 'mine' } }, 'api_key=mine'],
  ])('%s', async (_what, params, options, want) => {
    const client = new ClientCore(spec(server().url), { credentials: { QueryKey: 'k 1' }, clock: new FakeClock() });
    await client.send(op, params, options);
    expect(server().requests.map((request) => request.rawPath)).toEqual([`/find?${want}`]);
  });
});

describe('a spec that names no query encoder (as generated for operations without query parameters)', () => {
  const bare = (query: ParamBinding[]) => ({ ...operation({ name: 'list_things', method: 'GET', path: '/things', query, match: { query: { Action: 'List' } } }), encoders: {} });

  it("still sends the constants and the caller's extras", async () => {
    const { client } = makeClient(server().url, direct);
    await client.send(bare([]), {}, { query: { region: 'eu', filter: { a: 1 }, id: [1, 2] } });
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/things?Action=List&region=eu&filter[a]=1&id=1&id=2']);
  });

  it('refuses bound parameters before sending', async () => {
    const { client } = makeClient(server().url, direct);
    const error = await client.send(bare(n()), { n: 1 }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('list_things: its spec binds query parameters but names no query encoder.');
    expect(server().requests).toHaveLength(0);
  });
});

describe('header parameters', () => {
  const one = (extra: Partial<ParamBinding> = {}): ParamBinding[] => [{ key: 'h', name: 'X-Thing', ...extra }];

  /** The X-Thing header the server got, or undefined when none was sent. */
  async function headerSent(headers: ParamBinding[], params: Record<string, unknown>) {
    const { client } = makeClient(server().url, direct);
    await client.send(operation({ name: 'get_thing', method: 'GET', path: '/thing', headers }), params);
    return server().requests[0]!.headers['x-thing'];
  }

  it.each<[string, ParamBinding[], Record<string, unknown>, string | undefined]>([
    ['a string', one(), { h: 'v' }, 'v'],
    ['a number', one(), { h: 0 }, '0'],
    ['a date', one(), { h: WHEN }, '2030-01-02T03:04:05.006Z'],
    ['an array joined by commas', one(), { h: ['a', 'b'] }, 'a,b'],
    ['absent items of an array dropped', one(), { h: ['a', null, undefined, 'b'] }, 'a,b'],
    ['an object', one(), { h: { x: 1, y: 'b' } }, 'x,1,y,b'],
    ['an exploded object', one({ explode: true }), { h: { x: 1, y: 'b' } }, 'x=1,y=b'],
    ['undefined, not sent', one(), { h: undefined }, undefined],
    ['null, not sent', one(), { h: null }, undefined],
    ['an empty array, not sent', one(), { h: [] }, undefined],
  ])('%s', async (_what, bindings, params, want) => {
    expect(await headerSent(bindings, params)).toBe(want);
  });
});
