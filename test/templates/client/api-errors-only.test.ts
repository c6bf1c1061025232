/**
 * Every failure the client raises is an `ApiError` (issue 11): inputs that `Headers` or
 * `JSON.stringify` refuse with a raw `TypeError` are reported as `InvalidRequestError`, naming
 * the header and never quoting the value, which may be a secret. Nothing is sent.
 */
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../../../templates/client/core/errors.ts';
import { makeClient, ops } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();

const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false };
const secret = 'SECRET-VALUE\nInjected: yes';

async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(InvalidRequestError);
  expect(String(error)).not.toContain('SECRET-VALUE');
  expect(server().requests).toHaveLength(0);
  return error as Error;
}

describe('inputs fetch cannot send', () => {
  it('refuses a per-call header value, naming the header', async () => {
    const { client } = makeClient(server().url, direct);
    const error = await refusal(client.send(ops.getData, { dataUrn: 'd' }, { headers: { 'X-Trace': secret } }));
    expect(error.message).toContain('X-Trace');
  });

  it('refuses a header parameter value', async () => {
    const { client } = makeClient(server().url, direct);
    await refusal(client.send(ops.listProjects, { requestId: secret }));
  });

  it('refuses default headers', async () => {
    const { client } = makeClient(server().url, { ...direct, defaultHeaders: { 'X-Tenant': secret } });
    await refusal(client.send(ops.getData, { dataUrn: 'd' }));
  });

  it('refuses a body JSON cannot represent', async () => {
    const { client } = makeClient(server().url, direct);
    await refusal(client.send(ops.createProject, { body: { size: 10n } }));
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    await refusal(client.send(ops.createProject, { body: cyclic }));
  });
});
