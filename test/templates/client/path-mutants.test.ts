/**
 * Path expansion edges that a mutation run showed untested: every error the path encoder can
 * raise, scalar types, the styles of objects, and the separator escape of `{a}.{b}` segments.
 * Each row sends a real request (or fails before sending) and reads the raw path the server got.
 */
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../templates/client/core/errors.ts';
import type { ParamBinding } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

function send(path: string, pathParams: ParamBinding[], params: Record<string, unknown>) {
  const { client } = makeClient(server().url, direct);
  return client.send(operation({ name: 'get_thing', method: 'GET', path, pathParams }), params);
}

const one = (extra: Partial<ParamBinding> = {}): ParamBinding[] => [{ key: 'id', name: 'id', ...extra }];

describe('values the encoder refuses, before sending', () => {
  it.each<[string, string, ParamBinding[], Record<string, unknown>, string]>([
    ['a placeholder no parameter declares', '/things/{other}', one(), { id: 'x' }, 'get_thing: the path names {other} but the operation declares no such parameter.'],
    ['null', '/things/{id}', one(), { id: null }, 'get_thing: path parameter "id" is required and must not be empty.'],
    ['an empty object', '/things/{id}', one(), { id: {} }, 'get_thing: path parameter "id" is required and must not be empty.'],
    ['a function', '/things/{id}', one(), { id: () => 1 }, 'get_thing: path parameter "id" must be a string, a number, a boolean, or an array or object of them; got function.'],
    ['a symbol', '/things/{id}', one(), { id: Symbol('s') }, 'get_thing: path parameter "id" must be a string, a number, a boolean, or an array or object of them; got symbol.'],
    ['an undefined item', '/things/{id}', one(), { id: ['a', undefined] }, 'get_thing: path parameter "id" must be a string, a number, a boolean, or an array or object of them; got undefined.'],
    ['a null item', '/things/{id}', one(), { id: ['a', null] }, 'get_thing: path parameter "id" must be a string, a number, a boolean, or an array or object of them; got null.'],
    ['a dot segment', '/things/{id}', one(), { id: '.' }, 'get_thing: path parameter "id" cannot be ".": URLs normalise dot segments away.'],
    ['a dot-dot item', '/things/{id}', one(), { id: ['a', '..'] }, 'get_thing: path parameter "id" cannot be "..": URLs normalise dot segments away.'],
    ['a lone surrogate', '/things/{id}', one(), { id: 'a\uD800b' }, 'get_thing: path parameter "id" is not well-formed Unicode (it contains a lone surrogate).'],
  ])('%s', async (_what, path, bindings, params, message) => {
    const error = await send(path, bindings, params).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(message);
    expect(server().requests).toHaveLength(0);
  });
});

describe('what reaches the server', () => {
  it.each<[string, string, ParamBinding[], Record<string, unknown>, string]>([
    ['a number', '/things/{id}', one(), { id: 42 }, '/things/42'],
    ['zero', '/things/{id}', one(), { id: 0 }, '/things/0'],
    ['false', '/things/{id}', one(), { id: false }, '/things/false'],
    ['a bigint', '/things/{id}', one(), { id: 12345678901234567890n }, '/things/12345678901234567890'],
    ['a dot inside a value', '/things/{id}', one(), { id: 'a.b' }, '/things/a.b'],
    ['the text "undefined"', '/things/{id}', one(), { id: 'undefined' }, '/things/undefined'],
    ['a label object', '/things/{id}', one({ style: 'label' }), { id: { x: '1', y: '2' } }, '/things/.x,1,y,2'],
    ['an exploded label object', '/things/{id}', one({ style: 'label', explode: true }), { id: { x: '1', y: '2' } }, '/things/.x=1.y=2'],
    ['a matrix object', '/things/{id}', one({ style: 'matrix' }), { id: { x: '1', y: '2' } }, '/things/;id=x,1,y,2'],
    ['a simple exploded array', '/things/{id}', one({ explode: true }), { id: ['a', 'b'] }, '/things/a,b'],
    ['explode given as false', '/things/{id}', one({ explode: false }), { id: { x: '1' } }, '/things/x,1'],
    ['a matrix name that needs escaping', '/things/{the id}', [{ key: 'id', name: 'the id', style: 'matrix' }], { id: 'v' }, '/things/;the%20id=v'],
    ['a matrix exploded array under an escaped name', '/things/{the id}', [{ key: 'id', name: 'the id', style: 'matrix', explode: true }], { id: ['a', 'b'] }, '/things/;the%20id=a;the%20id=b'],
    ['object keys are escaped', '/things/{id}', one(), { id: { 'a b': 'c' } }, '/things/a%20b,c'],
  ])('%s', async (_what, path, bindings, params, want) => {
    await send(path, bindings, params);
    expect(server().requests.map((request) => request.rawPath)).toEqual([want]);
  });
});

describe('a literal between two parameters of one segment is escaped inside the first value', () => {
  const nameAndExt: ParamBinding[] = [
    { key: 'name', name: 'name' },
    { key: 'ext', name: 'ext' },
  ];

  it.each<[string, string, Record<string, unknown>, string]>([
    ['the dot of {name}.{ext}', '/files/{name}.{ext}', { name: 'my.report', ext: 'tar.gz' }, '/files/my%2Ereport.tar.gz'],
    ['every occurrence', '/files/{name}.{ext}', { name: 'a.b.c', ext: 'x' }, '/files/a%2Eb%2Ec.x'],
    ['only the first character of the literal', '/files/{name}-v{ext}', { name: 'a-vb', ext: '1' }, '/files/a%2Dvb-v1'],
    ['not inside existing escapes', '/files/{name}A{ext}', { name: 'x*yA', ext: 'z' }, '/files/x*y%41Az'],
    ['next to an escape that holds the character', '/files/{name}A{ext}', { name: 'a:A', ext: 'z' }, '/files/a%3A%41Az'],
    ['every item of an array', '/files/{name}.{ext}', { name: ['a.b', 'c.d'], ext: 'x' }, '/files/a%2Eb,c%2Ed.x'],
    ['not when the literal ends the segment', '/files/{name}.json/{ext}', { name: 'a.b', ext: 'c.d' }, '/files/a.b.json/c.d'],
    ['not when the literal ends the path', '/files/{name}.json', { name: 'a.b' }, '/files/a.b.json'],
    ['not when the next parameter follows at once', '/files/{name}{ext}', { name: 'a.b', ext: 'c' }, '/files/a.bc'],
    ['after an earlier parameter and literal text', '/dirs/{ext}/in/{name}.{ext}', { name: 'a.b', ext: 'c' }, '/dirs/c/in/a%2Eb.c'],
  ])('%s', async (_what, path, params, want) => {
    await send(path, nameAndExt, params);
    expect(server().requests.map((request) => request.rawPath)).toEqual([want]);
  });
});

describe('many templates', () => {
  it('expands each of 1,100 custom paths right, past what the template cache holds', async () => {
    const { client } = makeClient(server().url, direct);
    const paths = Array.from({ length: 1100 }, (_, i) => `/t${i}/{id}`);
    for (const path of paths) await client.send(operation({ name: 'get_thing', method: 'GET', path, pathParams: one() }), { id: 'x.y' });
    expect(server().requests.map((request) => request.rawPath)).toEqual(paths.map((path) => path.replace('{id}', 'x.y')));
  });
});

describe('a spec that names no path encoder (as generated for plain scalar ids)', () => {
  const bare = (bindings: ParamBinding[]) => ({ ...operation({ name: 'get_thing', method: 'GET', path: '/things/{id}', pathParams: bindings }), encoders: {} });

  it('sends a scalar', async () => {
    const { client } = makeClient(server().url, direct);
    await client.send(bare(one()), { id: 'a b' });
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/things/a%20b']);
  });

  it.each<[string, ParamBinding[], unknown, string]>([
    ['a list', one(), ['a', 'b'], 'get_thing: path parameter "id" cannot be sent as a list: its spec names no path encoder.'],
    ['an object', one(), { x: '1' }, 'get_thing: path parameter "id" cannot be sent as an object: its spec names no path encoder.'],
    ['a scalar in label style', one({ style: 'label' }), 'a', 'get_thing: path parameter "id" cannot be sent as the label style: its spec names no path encoder.'],
  ])('refuses %s before sending', async (_what, bindings, value, message) => {
    const { client } = makeClient(server().url, direct);
    const error = await client.send(bare(bindings), { id: value }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect((error as Error).message).toBe(message);
    expect(server().requests).toHaveLength(0);
  });
});
