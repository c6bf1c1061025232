/**
 * A query API key never shows in what the client hands back (templates/client/core/
 * query-credentials.ts): the `url` of a response from `asResponse()` and of the response a
 * `ProblemError` carries reads `[redacted]` in its place, other parameters intact. Real requests
 * to a loopback server, which does get the key.
 */
import { describe, expect, it } from 'vitest';
import { ClientCore } from '../../../templates/client/core/client-core.ts';
import { ProblemError } from '../../../templates/client/core/errors.ts';
import type { ApiSpec, SchemeSpec } from '../../../templates/client/core/spec.ts';
import { operation } from './support/api.ts';
import { FakeClock } from './support/fake-clock.ts';
import { startServer, useTestServer } from './support/server.ts';
import { queryCredential } from '../../../templates/client/core/query-credentials.ts';

const server = useTestServer();

function client(schemes: SchemeSpec[], credentials: Record<string, string>) {
  const spec: ApiSpec = { baseURL: server().url, mediaSuccessTemplate: 'application/json', mediaProblem: 'application/problem+json', currentVersion: 1, schemes };
  return new ClientCore(spec, { credentials, clock: new FakeClock(), maxRetries: 0 });
}

const QUERY: SchemeSpec = { name: 'QueryKey', kind: 'apiKey', query: 'key', writer: queryCredential };
const OTHER: SchemeSpec = { name: 'Other', kind: 'apiKey', query: 'token', writer: queryCredential };
const find = (auth: string[]) => operation({ name: 'find', method: 'GET', path: '/find', auth, versions: [1], query: [{ key: 'q', name: 'q' }] });

describe('the url handed back', () => {
  it('of asResponse() hides the key and keeps the rest', async () => {
    const response = await client([QUERY], { QueryKey: 'SECRET-1' }).send(find(['QueryKey']), { q: 'a b' }).asResponse();
    expect(server().requests[0]!.rawPath).toBe('/find?q=a+b&key=SECRET-1');
    expect(response.url).toBe(`${server().url}/find?q=a+b&key=%5Bredacted%5D`);
  });

  it('of a ProblemError hides the key, and still shows when the response is listed', async () => {
    server().reset(() => ({ status: 403, json: { title: 'no' } }));
    const error = await client([QUERY], { QueryKey: 'SECRET-1' }).send(find(['QueryKey']), {}).catch((caught: unknown) => caught as ProblemError);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).response.url).toBe(`${server().url}/find?key=%5Bredacted%5D`);
    expect(Object.keys((error as ProblemError).response)).toContain('url');
  });

  it('hides only the parameters that carry keys, whichever scheme was used', async () => {
    const response = await client([QUERY, OTHER], { Other: 'T-2' }).send(find(['Other']), { q: 'key' }).asResponse();
    expect(response.url).toBe(`${server().url}/find?q=key&token=%5Bredacted%5D`);
  });

  it('is untouched when no scheme puts a key in the query', async () => {
    const response = await client([{ name: 'H', kind: 'apiKey', header: 'X-Key' }], { H: 'h' }).send(find(['H']), { q: '1' }).asResponse();
    expect(response.url).toBe(`${server().url}/find?q=1`);
  });

  it('is untouched when the key parameter is absent', async () => {
    const response = await client([QUERY], {}).send(operation({ name: 'open', method: 'GET', path: '/open', auth: [], versions: [1] }), {}).asResponse();
    expect(response.url).toBe(`${server().url}/open`);
  });
});

describe('a redirect to another origin', () => {
  it('drops a key parameter of any scheme from the address', async () => {
    const elsewhere = await startServer();
    try {
      server().reset(() => ({ status: 302, headers: { location: `${elsewhere.url}/hop?token=T-2&q=1` } }));
      await client([QUERY, OTHER], { QueryKey: 'SECRET-1' }).send(find(['QueryKey']), {}).catch(() => undefined);
      expect(elsewhere.requests).toHaveLength(0);
      const following = new ClientCore(
        { baseURL: server().url, mediaSuccessTemplate: 'application/json', mediaProblem: 'application/problem+json', currentVersion: 1, schemes: [QUERY, OTHER] },
        { credentials: { QueryKey: 'SECRET-1' }, clock: new FakeClock(), maxRetries: 0, followCrossOriginRedirects: true },
      );
      await following.send(find(['QueryKey']), {});
      expect(elsewhere.requests.map((request) => request.rawPath)).toEqual(['/hop?q=1']);
    } finally {
      await elsewhere.close();
    }
  });
});
