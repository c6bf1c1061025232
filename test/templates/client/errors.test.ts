/** Problem documents become typed errors, and no secret ever shows up in an error or the client. */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ApiError, CredentialsError, ProblemError } from '../../../templates/client/core/errors.ts';
import { makeClient, ops } from './support/api.ts';
import { makeJwt } from './support/jwt.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };

async function failure(promise: Promise<unknown>): Promise<ProblemError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
}

describe('problem documents', () => {
  it('exposes the RFC 7807 fields, the extensions and the raw response', async () => {
    const problem = {
      type: 'https://errors.example.com/not-found',
      title: 'Not Found',
      status: 404,
      detail: 'Project p-1 does not exist.',
      instance: '/api/projects/p-1',
      parameters: { projectId: 'p-1' },
      timestamp: '2030-01-01T12:00:00Z',
    };
    server().reset(() => ({ status: 404, headers: { 'content-type': 'application/problem+json', 'x-request-id': 'r-9' }, json: problem }));
    const { client } = makeClient(server().url, direct);
    const error = await failure(client.send(ops.getData, { dataUrn: 'p-1' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ProblemError',
      status: 404,
      type: problem.type,
      title: 'Not Found',
      detail: problem.detail,
      instance: problem.instance,
    });
    expect(error.extensions).toEqual({ parameters: { projectId: 'p-1' }, timestamp: '2030-01-01T12:00:00Z' });
    expect(error.message).toBe('404 Not Found: Project p-1 does not exist. (get_data)');
    expect(error.response.status).toBe(404);
    expect(error.response.headers.get('x-request-id')).toBe('r-9');
  });

  it('describes a non-JSON error body with the status and a snippet', async () => {
    const html = `<html>\n  <body><h1>502 Bad Gateway</h1>\n${'x'.repeat(500)}</body></html>`;
    server().reset(() => ({ status: 502, headers: { 'content-type': 'text/html' }, text: html }));
    const { client } = makeClient(server().url, { ...direct, maxRetries: 0 });
    const error = await failure(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/^502 Bad Gateway: <html> <body><h1>502 Bad Gateway<\/h1> x+…/);
    expect(error.message.length).toBeLessThan(260);
    expect(error.body).toBe(html);
    expect(error.title).toBeUndefined();
  });

  it('still says something for an empty error body', async () => {
    server().reset(() => ({ status: 409 }));
    const { client } = makeClient(server().url, direct);
    const error = await failure(client.send(ops.getData, { dataUrn: 'd' }));
    expect(error.message).toBe('409 Conflict (get_data)');
  });
});

describe('secret redaction', () => {
  const apiKey = 'sk-live-API-KEY-0001';
  const password = 'correct horse battery staple';
  const psToken = 'ps-SECRET-TOKEN-0003';

  it('keeps credentials and tokens out of errors and of the client itself', async () => {
    const jwt = await makeJwt(Date.now(), 3600);
    // The token endpoint issues `jwt`; every other call fails, with and without a body.
    server().reset((request) => {
      if (request.pathname === '/api/tokens') return { json: { token: jwt } };
      if (request.pathname === '/api/data/conn') return 'destroy';
      return { status: 403, json: { title: 'Forbidden', detail: 'Not allowed.' } };
    });
    const { client } = makeClient(server().url, {
      credentials: { ApiKeyAuth: apiKey, BasicAuth: { email: 'ana@example.com', password }, PsTokenAuth: psToken },
      maxRetries: 0,
    });
    const errors = [
      await client.send(ops.getData, { dataUrn: 'd' }).catch((caught: unknown) => caught),
      await client.send(ops.getData, { dataUrn: 'conn' }).catch((caught: unknown) => caught),
      await client.send(ops.basicOnly).catch((caught: unknown) => caught),
    ];
    const secrets = [apiKey, password, psToken, jwt, Buffer.from(`ana@example.com:${password}`).toString('base64')];
    const renderings = [
      ...errors.flatMap((error) => [String(error), (error as Error).message, JSON.stringify(error), inspect(error, { depth: 5 })]),
      JSON.stringify(client),
      inspect(client, { depth: 10, showHidden: true }),
      String(client),
    ];
    for (const text of renderings) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
    expect(JSON.parse(JSON.stringify(client)).credentials).toEqual({
      ApiKeyAuth: '[redacted]',
      BasicAuth: '[redacted]',
      PsTokenAuth: '[redacted]',
    });
    expect(JSON.parse(JSON.stringify(errors[0]))).toMatchObject({ name: 'ProblemError', status: 403, detail: 'Not allowed.' });
  });

  it('does not quote a credential that is not a valid header value', async () => {
    const { client } = makeClient(server().url, { credentials: { ApiKeyAuth: 'line-one\nSECRET-REST' }, exchangeApiKey: false });
    const error = await client.send(ops.getData, { dataUrn: 'd' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CredentialsError);
    expect(String(error)).not.toContain('SECRET-REST');
    expect(server().requests).toHaveLength(0);
  });
});
