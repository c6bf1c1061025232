/** Every error status the server produces itself, through every transport, as problem+json. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../../../generator/ir/types.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import { reply } from '../../../templates/server/core/handler.ts';
import { loadManifestApi, vendorType } from './support/api.ts';
import { request, type RequestInit } from './support/http.ts';
import { expectProblem } from './support/problems.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const KEY = { 'x-api-key': 'good-key' };
const JSON_BODY = { ...KEY, 'content-type': 'application/json' };

const handlers = {
  createProject: ({ body }: { body: unknown }) => ({ received: body }),
  getProject: ({ params }: { params: Record<string, string> }) => {
    if (params.projectId === 'boom') throw new Error('database password is hunter2');
    if (params.projectId === 'gone')
      throw new HttpProblem(410, { title: 'Gone', detail: 'Project was deleted.' });
    if (params.projectId === 'accepted')
      return reply(200, { queued: true }, { Location: '/api/projects/accepted', 'X-Queue-Length': 3 });
    // get_project declares only 200: another success status is the handler's bug.
    if (params.projectId === 'undeclared') return reply(202, { queued: true });
    if (params.projectId === 'empty') return undefined;
    return { id: params.projectId };
  },
};

let api: Api;
let service: Awaited<ReturnType<typeof loadManifestApi>>['service'];
beforeAll(async () => ({ api, service } = await loadManifestApi()));

describe.each(TRANSPORTS)('errors via %s', (transport) => {
  let server: RunningServer;
  let debugServer: RunningServer;
  const mountPath = transport === 'node' ? '' : '/rest';
  const call = (method: string, path: string, init?: RequestInit) =>
    request(server.url, method, path, init);

  beforeAll(async () => {
    const options = {
      verifyApiKey: (key: string) => (key === 'good-key' ? { subject: 'u1' } : null),
      bodyLimit: 64,
      onError: () => {},
    };
    server = await startServer(transport, service, handlers, options);
    debugServer = await startServer(transport, service, handlers, { ...options, debug: true });
  });
  afterAll(async () => {
    await server.close();
    await debugServer.close();
  });

  it('404 for an unknown path, with instance = the request path', async () => {
    if (transport === 'connect') {
      // As middleware, paths that are no operation's go on to the rest of the application.
      expect((await call('GET', '/api/nothing/here', { headers: KEY })).text).toBe(
        'chain fallthrough',
      );
      return;
    }
    const body = expectProblem(
      await call('GET', '/api/nothing/here?x=1', { headers: KEY }),
      404,
      `${mountPath}/api/nothing/here`,
    );
    expect(body.title).toBe('Not Found');
  });

  it('405 with Allow for a known path and another method', async () => {
    const response = await call('DELETE', '/api/tokens', { headers: KEY });
    expectProblem(response, 405, `${mountPath}/api/tokens`);
    expect(response.headers.allow).toBe('POST');
    const both = await call('PATCH', '/api/projects', { headers: KEY });
    expect(both.headers.allow).toBe('GET, HEAD, POST');
  });

  it('400 for malformed JSON', async () => {
    const body = expectProblem(
      await call('POST', '/api/projects', { headers: JSON_BODY, body: '{"name": ' }),
      400,
      `${mountPath}/api/projects`,
    );
    expect(body.detail).toMatch(/not valid JSON/);
  });

  it('passes a well-formed JSON body to the handler', async () => {
    const response = await call('POST', '/api/projects', {
      headers: JSON_BODY,
      body: '{"name":"p"}',
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'p' } });
  });

  it('415 for a body of the wrong media type', async () => {
    const response = await call('POST', '/api/projects', {
      headers: { ...KEY, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expectProblem(response, 415, `${mountPath}/api/projects`);
  });

  it('413 for a body over bodyLimit, declared or streamed', async () => {
    const big = JSON.stringify({ data: 'x'.repeat(200) });
    expectProblem(
      await call('POST', '/api/projects', { headers: JSON_BODY, body: big }),
      413,
      `${mountPath}/api/projects`,
    );
    const chunked = await call('POST', '/api/projects', {
      headers: { ...JSON_BODY, 'transfer-encoding': 'chunked' },
      body: big,
    });
    expectProblem(chunked, 413, `${mountPath}/api/projects`);
  });

  it('400 for a path parameter with a broken percent-encoding', async () => {
    const body = expectProblem(
      await call('GET', '/api/projects/%E0%A4%A', { headers: KEY }),
      400,
      `${mountPath}/api/projects/%E0%A4%A`,
    );
    // Fastify rejects the URL in its own router, before the plugin can name the parameter.
    expect(body.detail).toMatch(transport === 'fastify' ? /not a valid url/ : /projectId/);
  });

  it('406 when Accept admits no version the operation has', async () => {
    const html = await call('GET', '/api/projects/p1', {
      headers: { ...KEY, accept: 'text/html' },
    });
    expectProblem(html, 406, `${mountPath}/api/projects/p1`);
    const v2 = await call('GET', '/api/projects/p1', {
      headers: { ...KEY, accept: vendorType(api, 2) },
    });
    expect(expectProblem(v2, 406, `${mountPath}/api/projects/p1`).acceptable).toEqual([
      vendorType(api, 3),
    ]);
  });

  it.each([undefined, '*/*', 'application/*', 'application/problem+json, */*;q=0.1'])(
    'accepts Accept: %s',
    async (accept) => {
      const response = await call('GET', '/api/projects/p1', {
        headers: { ...KEY, ...(accept ? { accept } : {}) },
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(vendorType(api, 3));
    },
  );

  it('500 without details when a handler throws', async () => {
    const response = await call('GET', '/api/projects/boom', { headers: KEY });
    const body = expectProblem(response, 500, `${mountPath}/api/projects/boom`);
    expect(response.text).not.toMatch(/hunter2|Error:|at /);
    expect(body).not.toHaveProperty('stack');
    expect(body.operation).toBe('get_project');
  });

  it('500 when a handler answers a success status the operation does not declare', async () => {
    const response = await request(debugServer.url, 'GET', '/api/projects/undeclared', { headers: KEY });
    const body = expectProblem(response, 500, `${mountPath}/api/projects/undeclared`);
    expect(body.detail).toBe('the handler answered 202, which the operation does not declare (it answers 200)');
  });

  it('500 with message and stack when debug is on', async () => {
    const response = await request(debugServer.url, 'GET', '/api/projects/boom', { headers: KEY });
    const body = expectProblem(response, 500, `${mountPath}/api/projects/boom`);
    expect(body.detail).toContain('hunter2');
    expect(body.stack).toEqual(expect.stringContaining('Error: database password'));
  });

  it('501 naming the operation when it has no handler', async () => {
    const body = expectProblem(
      await call('POST', '/api/projects/p1:hide', { headers: KEY }),
      501,
      `${mountPath}/api/projects/p1:hide`,
    );
    expect(body.detail).toContain('hide_project');
    expect(body.operation).toBe('hide_project');
  });

  it('an HttpProblem thrown by a handler keeps its status and detail', async () => {
    const body = expectProblem(
      await call('GET', '/api/projects/gone', { headers: KEY }),
      410,
      `${mountPath}/api/projects/gone`,
    );
    expect(body).toMatchObject({
      title: 'Gone',
      detail: 'Project was deleted.',
      type: 'about:blank',
    });
  });

  it('reply() sets status and headers; undefined answers 204', async () => {
    const accepted = await call('GET', '/api/projects/accepted', { headers: KEY });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.location).toBe('/api/projects/accepted');
    expect(accepted.headers['x-queue-length']).toBe('3');
    expect(accepted.json()).toEqual({ queued: true });
    const empty = await call('GET', '/api/projects/empty', { headers: KEY });
    expect(empty.status).toBe(204);
    expect(empty.body.length).toBe(0);
  });

  it('HEAD runs the GET route without sending a body', async () => {
    const response = await call('HEAD', '/api/projects/p1', { headers: KEY });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(vendorType(api, 3));
    expect(response.body.length).toBe(0);
  });
});
