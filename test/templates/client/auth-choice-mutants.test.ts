/**
 * The choice of scheme per request (templates/client/core/auth.ts), edges a mutation run showed
 * untested: a Basic credential kept from every operation but the token request, a scheme the
 * operation lists first but the client holds no credential for, and a token flow whose scheme
 * the API does not declare (its tokens go as bearer tokens). Asserted on what a loopback server
 * received.
 */
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { CredentialsError } from '../../../templates/client/core/errors.ts';
import { TokenManager } from '../../../templates/client/core/tokens.ts';
import { apiSpec, makeClient, operation, ops } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { useTestServer } from './support/server.ts';
import { tokenAuthority } from './support/token-authority.ts';

const server = useTestServer();
const basic = { username: 'ana', password: 'secret' };

describe('a Basic credential with a token flow', () => {
  it('is never sent to an operation that accepts only Basic', async () => {
    const { client } = makeClient(server().url, { credentials: { BasicAuth: basic } });
    const error = (await client.send(ops.basicOnly).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(CredentialsError);
    expect(error.message).toBe('basic_only accepts BasicAuth, but the client has no credential that can be used for it.');
    expect(server().requests).toHaveLength(0);
  });
});

describe('schemes without a credential', () => {
  it('fail the call before sending, naming every scheme it accepts', async () => {
    const { client } = makeClient(server().url, {});
    const error = (await client.send(operation({ name: 'key_or_basic', method: 'GET', path: '/api/either', auth: ['ApiKeyAuth', 'BasicAuth'] })).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(CredentialsError);
    expect(error.message).toBe('key_or_basic accepts ApiKeyAuth or BasicAuth, but the client has no credential that can be used for it.');
    expect(server().requests).toHaveLength(0);
  });

  it('are passed over for the next scheme the operation accepts', async () => {
    const { client } = makeClient(server().url, { credentials: { PsTokenAuth: 'ps-1' } });
    await client.send(operation({ name: 'key_or_ps', method: 'GET', path: '/api/either', auth: ['ApiKeyAuth', 'PsTokenAuth'] }));
    const [request] = server().requests;
    expect([request!.headers['x-api-key'], request!.headers.authorization]).toEqual([undefined, 'Bearer ps-1']);
  });
});

describe('a token flow whose scheme the API does not declare', () => {
  it('sends its tokens as bearer tokens', async () => {
    const clock = new FakeClock();
    const authority = tokenAuthority(clock);
    server().reset(authority.handler);
    const spec = apiSpec(server().url);
    const undeclared = { ...spec, schemes: spec.schemes.filter((scheme) => scheme.name !== 'JwtAuth') };
    const client = new ClientCore(undeclared, { clock, credentials: { ApiKeyAuth: 'key-1' } }, TokenManager);
    expect(await client.send(ops.getData, { dataUrn: 'd' })).toEqual({ ok: true });
    expect(server().requests.map((request) => request.headers.authorization)).toEqual([undefined, `Bearer ${authority.issued[0]}`]);
  });
});
