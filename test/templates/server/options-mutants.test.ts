/**
 * Server options (templates/server/core/options.ts) through `resolveOptions` and
 * `withBearerVerifiers`: the defaults that make an empty configuration safe, the limits refused
 * up front with their message, and how per-scheme bearer verifiers are routed.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_TOKEN_TTL_SECONDS,
  DEFAULT_UPLOAD_LIMIT,
  resolveOptions,
  withBearerVerifiers,
  type ServerOptions,
} from '../../../templates/server/core/options.ts';
import { mintJwt } from './support/api.ts';

const SECRET = 'k'.repeat(32);

describe('resolveOptions: defaults', () => {
  it('fills every option an empty configuration leaves out', () => {
    const resolved = resolveOptions();
    expect(resolved).toMatchObject({
      verifyApiKey: undefined,
      verifyBasic: undefined,
      verifyBearerToken: undefined,
      tokenTtlSeconds: 3600,
      staticResponses: {},
      bodyLimit: 1024 * 1024,
      uploadLimit: 1024 * 1024 * 1024,
      compressionThreshold: 1024,
      prefix: '',
      problemTypeBase: undefined,
      debug: false,
      validators: {},
      validateResponses: false,
    });
    expect([DEFAULT_TOKEN_TTL_SECONDS, DEFAULT_BODY_LIMIT, DEFAULT_UPLOAD_LIMIT]).toEqual([3600, 1048576, 1073741824]);
  });

  it('keeps what was given', () => {
    const verifyApiKey = () => null;
    const onError = () => {};
    const given: ServerOptions = {
      verifyApiKey,
      verifyBasic: verifyApiKey,
      verifyBearerToken: verifyApiKey,
      tokenTtlSeconds: 5,
      staticResponses: { ping: 'pong' },
      bodyLimit: 0,
      uploadLimit: 0,
      compressionThreshold: 0,
      prefix: '/v1',
      problemTypeBase: 'https://errors.example/',
      debug: true,
      onError,
      validators: { ping: {} },
      validateResponses: true,
    };
    expect(resolveOptions(given)).toMatchObject({ ...given, jwt: expect.any(Object) });
  });

  it('logs unexpected errors to the console by default, naming the operation', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { onError } = resolveOptions();
      const error = new Error('boom');
      onError(error, 'list_items');
      onError(error, undefined);
      expect(spy.mock.calls).toEqual([
        ['[server] list_items failed:', error],
        ['[server] request failed:', error],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    ['/v1/', '/v1'],
    ['/v1///', '/v1'],
    ['/', ''],
    ['/a/b', '/a/b'],
  ])('prefix %j is used as %j', (prefix, want) => {
    expect(resolveOptions({ prefix }).prefix).toBe(want);
  });
});

describe('resolveOptions: the JWT service', () => {
  it('signs with jwtSecret and jwtIssuer', async () => {
    const { jwt } = resolveOptions({ jwtSecret: SECRET, jwtIssuer: 'issuer-a' });
    const token = await mintJwt(SECRET, { sub: 'u' }, { issuer: 'issuer-a' });
    await expect(jwt.verify(token)).resolves.toMatchObject({ sub: 'u', iss: 'issuer-a' });
    const other = await mintJwt(SECRET, { sub: 'u' }, { issuer: 'sdkgen-server' });
    await expect(jwt.verify(other)).rejects.toThrow('The token is not valid.');
  });

  it('issues as sdkgen-server by default', async () => {
    const { jwt } = resolveOptions({ jwtSecret: SECRET });
    const token = await mintJwt(SECRET, { sub: 'u' }, { issuer: 'sdkgen-server' });
    await expect(jwt.verify(token)).resolves.toMatchObject({ iss: 'sdkgen-server' });
  });

  it('makes up a random secret when none is given, so no token from outside verifies', async () => {
    const { jwt } = resolveOptions();
    const own = await jwt.sign({ sub: 'u' }, 60);
    await expect(jwt.verify(own)).resolves.toMatchObject({ sub: 'u' });
    const forged = await mintJwt('\0'.repeat(32), { sub: 'u' });
    await expect(jwt.verify(forged)).rejects.toThrow('The token is not valid.');
  });
});

describe('resolveOptions: limits refused up front', () => {
  it.each<[string, ServerOptions, string]>([
    ['a zero token lifetime', { tokenTtlSeconds: 0 }, 'tokenTtlSeconds must be positive, got 0'],
    ['a negative token lifetime', { tokenTtlSeconds: -1 }, 'tokenTtlSeconds must be positive, got -1'],
    ['a token lifetime that is not a number', { tokenTtlSeconds: Number.NaN }, 'tokenTtlSeconds must be positive, got NaN'],
    ['a negative body limit', { bodyLimit: -1 }, 'bodyLimit must not be negative, got -1'],
    ['a body limit that is not a number', { bodyLimit: Number.NaN }, 'bodyLimit must not be negative, got NaN'],
    ['a negative upload limit', { uploadLimit: -1 }, 'uploadLimit must not be negative, got -1'],
    ['an upload limit that is not a number', { uploadLimit: Number.NaN }, 'uploadLimit must not be negative, got NaN'],
  ])('%s', (_name, options, message) => {
    expect(() => resolveOptions(options)).toThrow(new RangeError(message));
  });

  it('accepts the smallest allowed values', () => {
    expect(resolveOptions({ tokenTtlSeconds: 0.5, bodyLimit: 0, uploadLimit: 0 })).toMatchObject({
      tokenTtlSeconds: 0.5,
      bodyLimit: 0,
      uploadLimit: 0,
    });
  });
});

describe('withBearerVerifiers', () => {
  const session = (token: string, tenant: string | undefined) => (token === 's' ? { subject: `session:${tenant}` } : null);

  it('leaves the options as they are when no scheme has a verifier', () => {
    const options: ServerOptions = { debug: true };
    expect(withBearerVerifiers(options, {})).toBe(options);
    expect(withBearerVerifiers(options, { Session: undefined })).toBe(options);
  });

  it('routes each scheme to its own verifier, passing the requested tenant', async () => {
    const options = withBearerVerifiers({ debug: true }, { Session: session, Other: undefined });
    expect(options.debug).toBe(true);
    const verify = options.verifyBearerToken!;
    expect(await verify('s', 'Session', 't1')).toEqual({ subject: 'session:t1' });
    expect(await verify('x', 'Session', 't1')).toBeNull();
  });

  it('answers null for a scheme without a verifier when there is no general one', async () => {
    const verify = withBearerVerifiers({}, { Session: session, Other: undefined }).verifyBearerToken!;
    expect(await verify('s', 'Other', undefined)).toBeNull();
    expect(await verify('s', 'Unknown', undefined)).toBeNull();
    // Inherited names are not schemes.
    expect(await verify('s', 'toString', undefined)).toBeNull();
  });

  it('falls back to the general verifier for the other schemes', async () => {
    const general = vi.fn((token: string, scheme: string, tenant: string | undefined) => ({ subject: `${scheme}:${token}:${tenant}` }));
    const verify = withBearerVerifiers({ verifyBearerToken: general }, { Session: session, Other: undefined }).verifyBearerToken!;
    expect(await verify('t', 'Other', 'x')).toEqual({ subject: 'Other:t:x' });
    expect(await verify('t', 'Unknown', undefined)).toEqual({ subject: 'Unknown:t:undefined' });
    expect(await verify('s', 'Session', 'y')).toEqual({ subject: 'session:y' });
    expect(general).toHaveBeenCalledTimes(2);
  });
});
