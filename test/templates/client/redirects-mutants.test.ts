/**
 * Redirect edges a mutation run showed untested (templates/client/core/redirects.ts): every
 * refusal message with its status, which method and body each status sends on, a streamed body
 * asked for twice, and the browser's opaque redirect. Two loopback servers are two origins; a
 * custom `fetch` (a client option) that marks a real 302 as opaque plays a browser.
 */
import { describe, expect, it } from 'vitest';
import { RedirectError } from '../../../templates/client/core/errors.ts';
import { makeClient, operation } from './support/api.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

const call = (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH') =>
  operation({ name: 'act', method, path: '/start', body: method === 'GET' || method === 'DELETE' ? 'none' : 'optional' });

/** The server redirects /start with `status` to `location`, and answers anything else. */
function redirecting(status: number, location = '/next') {
  server().reset((request) => (request.pathname === '/start' ? { status, headers: { location } } : { json: { at: request.pathname } }));
}

const refusal = (promise: Promise<unknown>) => promise.then(() => expect.fail('the call resolved'), (error: unknown) => error as RedirectError);

describe('the request sent after a redirect', () => {
  it.each<[string, number, 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', string, boolean]>([
    ['303 after a PUT becomes a GET without its body', 303, 'PUT', 'GET', false],
    ['303 after a PATCH becomes a GET', 303, 'PATCH', 'GET', false],
    ['303 after a GET stays a GET', 303, 'GET', 'GET', false],
    ['302 after a POST becomes a GET', 302, 'POST', 'GET', false],
    ['301 after a POST becomes a GET', 301, 'POST', 'GET', false],
    ['302 after a PUT repeats the PUT with its body', 302, 'PUT', 'PUT', true],
    ['301 after a DELETE repeats the DELETE', 301, 'DELETE', 'DELETE', false],
    ['307 after a POST repeats it with its body', 307, 'POST', 'POST', true],
    ['308 after a PATCH repeats it with its body', 308, 'PATCH', 'PATCH', true],
  ])('%s', async (_what, status, method, want, keepsBody) => {
    redirecting(status);
    const { client } = makeClient(server().url, direct);
    const hasBody = method !== 'GET' && method !== 'DELETE';
    await client.send(call(method), hasBody ? { body: { a: 1 } } : {});
    const [, next] = server().requests;
    expect(next!.pathname).toBe('/next');
    expect(next!.method).toBe(want);
    expect(next!.body).toBe(keepsBody ? '{"a":1}' : '');
    expect(next!.headers['content-type']).toBe(keepsBody ? 'application/json' : undefined);
    expect(next!.headers['x-api-key']).toBe('key-1');
  });

  it('a GET keeps a Content-Type the caller set on a 303', async () => {
    redirecting(303);
    const { client } = makeClient(server().url, direct);
    await client.send(call('GET'), {}, { headers: { 'Content-Type': 'text/x-mine' } });
    expect(server().requests[1]!.headers['content-type']).toBe('text/x-mine');
  });

  it('a 3xx that is no redirect, or has no Location, is the answer', async () => {
    for (const reply of [{ status: 304 }, { status: 302 }, { status: 200, headers: { location: '/next' } }]) {
      server().reset(() => ({ ...reply, text: '' }));
      const { client } = makeClient(server().url, direct);
      await client.send(call('GET')).asResponse().catch(() => undefined);
      expect(server().requests.map((request) => request.pathname)).toEqual(['/start']);
    }
  });
});

describe('redirects the client refuses', () => {
  it.each<[string, number, string, string]>([
    ['an address that does not parse', 302, 'http://[bad', 'redirected to an invalid address.'],
    ['another scheme', 301, 'ftp://127.0.0.1/file', 'redirected to a ftp: address.'],
    ['a javascript: address', 307, 'javascript:alert(1)', 'redirected to a javascript: address.'],
  ])('%s', async (_what, status, location, tail) => {
    redirecting(status, location);
    const { client } = makeClient(server().url, direct);
    const error = await refusal(client.send(call('GET')));
    expect(error).toBeInstanceOf(RedirectError);
    expect(error.name).toBe('RedirectError');
    expect(error.message).toBe(`The server at ${server().url} ${tail}`);
    expect(error.status).toBe(status);
    expect(server().requests).toHaveLength(1);
  });

  it('an https address on another origin, as a cross-origin redirect', async () => {
    redirecting(308, 'https://127.0.0.1:1/elsewhere');
    const { client } = makeClient(server().url, direct);
    const error = await refusal(client.send(call('GET')));
    expect(error.message).toBe(
      `The server at ${server().url} redirected to another origin, https://127.0.0.1:1; the client does not send credentials there. ` +
        'Set followCrossOriginRedirects to follow such redirects without credentials.',
    );
    expect(error.status).toBe(308);
  });

  it.each([307, 308])('%i with a streamed body, which cannot be sent twice', async (status) => {
    redirecting(status);
    const { client } = makeClient(server().url, direct);
    const upload = operation({ name: 'upload', method: 'PUT', path: '/start', body: 'required', bodyMediaTypes: ['application/octet-stream'] });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('bytes'));
        controller.close();
      },
    });
    const error = await refusal(client.send(upload, { body: stream }));
    expect(error).toBeInstanceOf(RedirectError);
    expect(error.message).toBe(`The server answered ${status}, which asks to send the body again, but a streamed body cannot be sent twice.`);
    expect(error.status).toBe(status);
    expect(server().requests).toHaveLength(1);
  });

  it("a browser's opaque redirect, which cannot be read", async () => {
    redirecting(302);
    const asBrowser = async (input: string | URL | Request, init?: RequestInit) => {
      const response = await globalThis.fetch(input, init);
      return Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
    };
    const { client } = makeClient(server().url, { ...direct, fetch: asBrowser });
    const error = await refusal(client.send(call('GET')));
    expect(error).toBeInstanceOf(RedirectError);
    expect(error.message).toBe(
      `The server at ${server().url} answered with a redirect, which a browser does not let the client inspect; set baseURL to the address it redirects to.`,
    );
  });
});
