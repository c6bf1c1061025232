/**
 * The client reads a token's `exp` claim to renew it in time (templates/client/core/jwt.ts). Seen
 * over HTTP: a token whose expiry was read is renewed once the fake clock passes it; a token
 * without a readable expiry is used until the server refuses it. Payloads cover base64url's own
 * characters (`-`, `_`) and every padding length.
 */
import { describe, expect, it } from 'vitest';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

/** An unsigned token with `claims` as its payload: the client never checks signatures. */
const tokenWith = (claims: unknown) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

/** Creations seen when the server issues `token`, for one call, then another after two minutes. */
async function creationsFor(token: string): Promise<number> {
  let creations = 0;
  server().reset((request) => (request.pathname === '/api/tokens' ? (creations++, { json: { token } }) : { json: { ok: true } }));
  const { client, clock } = makeClient(server().url, { credentials: { ApiKeyAuth: 'key-1' }, refreshSkewSeconds: 30 });
  await client.send(ops.getData, { dataUrn: 'a' });
  clock.advance(120_000);
  await client.send(ops.getData, { dataUrn: 'b' });
  return creations;
}

const NOW_S = Date.UTC(2030, 0, 1, 12, 0, 0) / 1000; // the fake clock's start

describe('a token whose expiry is read is renewed after it', () => {
  it.each([
    ['a payload with "-"', '~?>', /-/],
    ['a payload with "_"', '?>?>', /_/],
    ['a payload of 4n characters', 'ab', /^(?:.{4})+$/],
    ['a payload of 4n+2 characters', 'abc', /^(?:.{4})+.{2}$/],
    ['a payload of 4n+3 characters', 'a', /^(?:.{4})+.{3}$/],
  ])('%s', async (_what, filler, shape) => {
    const token = tokenWith({ exp: NOW_S + 60, p: filler });
    expect(token.split('.')[1]).toMatch(shape);
    expect(await creationsFor(token)).toBe(2);
  });
});

describe('a token without a readable expiry is kept', () => {
  it.each([
    ['exp as a string', tokenWith({ exp: String(NOW_S + 60) })],
    ['no exp claim', tokenWith({ sub: 'x' })],
    ['a payload that is not JSON', `e30.${Buffer.from('not json').toString('base64url')}.sig`],
    ['a payload that is JSON null', tokenWith(null)],
    ['no payload at all', 'opaque-token'],
  ])('%s', async (_what, token) => {
    expect(await creationsFor(token)).toBe(1);
  });
});
