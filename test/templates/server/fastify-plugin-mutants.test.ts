/**
 * The Fastify transport (templates/server/core/fastify-plugin.ts): `problemFrameworkErrors` on its
 * own with a recording reply, and both it and the plugin in a real Fastify on loopback.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFastifyPlugin,
  type FastifyReplyLike,
  problemFrameworkErrors,
} from '../../../templates/server/core/fastify-plugin.ts';
import type { HandlerInput } from '../../../templates/server/core/handler.ts';
import { loadManifestApi } from './support/api.ts';
import { request } from './support/http.ts';
import { expectProblem } from './support/problems.ts';

const { service } = await loadManifestApi();
const KEY = { 'x-api-key': 'k' };
const handlers = { getProject: ({ params }: HandlerInput) => ({ id: params.projectId }) };

/** A reply that keeps what it was given, in the shape of Fastify's own. */
function recordingReply() {
  const sent: { status?: number; headers?: Record<string, string | string[]>; payload?: unknown } = {};
  const reply: FastifyReplyLike = {
    code: (status) => ((sent.status = status), reply),
    headers: (values) => ((sent.headers = values), reply),
    send: (payload) => ((sent.payload = payload), reply),
  };
  return { reply, sent };
}

describe('problemFrameworkErrors', () => {
  const answer = problemFrameworkErrors(service);
  const raw = (url: string | undefined) => ({ raw: { url } as IncomingMessage });

  const cases: { given: number | undefined; want: number }[] = [
    { given: undefined, want: 400 },
    { given: 399, want: 400 },
    { given: 400, want: 400 },
    { given: 414, want: 414 },
    { given: 499, want: 499 },
    { given: 500, want: 400 },
    { given: 503, want: 400 },
  ];
  for (const { given, want } of cases) {
    it(`answers a framework error with status ${given} as a ${want} problem`, () => {
      const { reply, sent } = recordingReply();
      answer({ statusCode: given, message: 'URI malformed' }, raw('/rest/api/%zz?q=1'), reply);
      expect(sent.status).toBe(want);
      const body = JSON.parse((sent.payload as Buffer).toString('utf8'));
      expect(body).toMatchObject({ status: want, detail: 'URI malformed', instance: '/rest/api/%zz' });
      expect(sent.headers?.['content-type']).toBe('application/problem+json');
    });
  }

  it('types the problem as about:blank, or by its kind under the server’s problemTypeBase', () => {
    const plain = recordingReply();
    answer({ statusCode: 400, message: 'URI malformed' }, raw('/x'), plain.reply);
    expect(JSON.parse((plain.sent.payload as Buffer).toString('utf8')).type).toBe('about:blank');
    const based = recordingReply();
    problemFrameworkErrors(service, { problemTypeBase: 'https://errors.example/' })({ statusCode: 400, message: 'URI malformed' }, raw('/x'), based.reply);
    expect(JSON.parse((based.sent.payload as Buffer).toString('utf8')).type).toBe('https://errors.example/bad-request');
  });

  it('names / in `instance` when the request has no URL', () => {
    const { reply, sent } = recordingReply();
    answer({ message: 'broken' }, raw(undefined), reply);
    expect(JSON.parse((sent.payload as Buffer).toString('utf8')).instance).toBe('/');
  });
});

describe('in a real Fastify', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function start(hook?: (raw: IncomingMessage) => void): Promise<string> {
    const app = Fastify({ frameworkErrors: problemFrameworkErrors(service) });
    apps.push(app);
    if (hook) app.addHook('onRequest', async (req) => hook(req.raw));
    await app.register(createFastifyPlugin(service), {
      prefix: '/rest',
      handlers,
      verifyApiKey: () => ({ subject: 's' }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  it('answers a broken percent-encoding as a problem, its type as declared', async () => {
    const url = await start();
    const response = await request(url, 'GET', '/rest/api/projects/%zz?q=1', { headers: KEY });
    expectProblem(response, 400, '/rest/api/projects/%zz');
  });

  it('sends the declared Content-Type as it is, without a charset', async () => {
    const url = await start();
    const response = await request(url, 'GET', '/rest/api/projects/p1', { headers: KEY });
    expect(response.json()).toEqual({ id: 'p1' });
    expect(response.headers['content-type']).toBe('application/vnd.illumina.v3+json');
  });

  it('reads a request without a method as GET', async () => {
    const url = await start((raw) => Object.assign(raw, { method: undefined }));
    const response = await request(url, 'POST', '/rest/api/projects/p1', { headers: KEY });
    expect(response.json()).toEqual({ id: 'p1' });
  });

  it('reads a request without a URL as /', async () => {
    const url = await start((raw) => Object.assign(raw, { url: undefined }));
    const response = await request(url, 'GET', '/rest/api/projects/p1', { headers: KEY });
    expect(response.json()).toMatchObject({ status: 404, instance: '/' });
  });
});
