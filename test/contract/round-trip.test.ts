/**
 * The generated client calls the generated server over loopback HTTP, once per operation. The
 * server's handlers are echo handlers built from the route table; each call must reach the
 * handler registered for that very operation with exactly the path parameters, query, headers
 * and body the client was given, and the echo must come back to the caller unchanged.
 *
 * The token operations are overridden by echo handlers too (handlers take precedence over the
 * built-ins, see dispatch.ts `handlerLookup`); their built-in behaviour is covered by
 * auth-matrix.test.ts and token-flow.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IcaClient } from '../../generated/ica/client/src/index.ts';
import * as standalone from '../../generated/ica/client/src/index.ts';
import { API_KEY, mintJwt, serverOptions } from './support/credentials.ts';
import { CALL_HEADER, echoHandlers } from './support/echo-handlers.ts';
import { callFor } from './support/hostile-values.ts';
import { operationPairs, service } from './support/ica.ts';
import { startIcaServer, type RunningServer } from './support/server.ts';

const pairs = await operationPairs();
const cases = pairs.map(({ op }, index) => ({ name: op.name, op, index }));
const echo = echoHandlers(service.routes);
const serverErrors: unknown[] = [];
const vendorV3 = service.media.successTemplate.replace('{version}', '3');

let server: RunningServer;
let client: IcaClient;
/** The methods of one operation group, looked up by name at run time. */
type GroupMethods = Record<string, (params: object, options?: object) => Promise<unknown>>;

beforeAll(async () => {
  // Requests are validated; responses are not, since the echo is not the declared payload.
  server = await startIcaServer(echo.handlers, { ...serverOptions(serverErrors), prefix: '/ica/rest', validateResponses: false });
  // A JWT for ordinary operations and an API key for the token-creation operation, which
  // accepts no JWT. Retries are off: every call must succeed the first time.
  client = new IcaClient({
    baseURL: `${server.url}/ica/rest`,
    jwt: await mintJwt({ sub: 'contract', src: 'BasicAuth' }),
    apiKey: API_KEY,
    maxRetries: 0,
  });
});
afterAll(() => server.close());
afterEach(() => expect(serverErrors).toEqual([]));

describe('client → server round trip', () => {
  it('covers every operation of the manifest', () => {
    expect(cases).toHaveLength(307);
  });

  it.each(cases)('$index $name', async ({ op, index }) => {
    const { params, expected } = callFor(op, index);
    const callId = `call-${index}-${op.name}`;
    const group = (client as unknown as Record<string, GroupMethods>)[op.group];
    const method = group?.[op.methodName];
    expect(method, `client.${op.group}.${op.methodName}`).toBeTypeOf('function');
    expect((standalone as Record<string, unknown>)[op.methodName]).toBeTypeOf('function');

    const answer = await method!.call(group, params, { headers: { [CALL_HEADER]: callId } });

    const runs = echo.received.filter((r) => r.wire.call === callId);
    expect(runs.map((r) => r.registeredFor), 'handlers that ran for this call').toEqual([op.name]);
    const run = runs[0]!;
    expect(run.ctxOperation).toBe(op.name);
    expect(run.params).toEqual(expected.params);
    expect(run.query).toEqual(expected.query);
    expect(run.headers).toEqual(expected.headers);
    expect(run.body).toEqual(expected.body);
    // Bodies travel in the API's versioned media type, like every answer.
    expect(run.wire.contentType).toBe(op.requestBody ? vendorV3 : undefined);
    expect(run.wire.accept).toContain(vendorV3);
    expect(run.authScheme).toBe(op.name === service.tokenFlow?.createOperation ? 'ApiKeyAuth' : 'JwtAuth');
    // The echo travels back through the client's response decoding.
    expect(answer).toEqual({ operation: op.name, ...expected });
  });
});
