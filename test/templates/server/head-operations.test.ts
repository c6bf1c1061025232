/**
 * HEAD operations through every transport (node:http, a Connect-style chain, Fastify), over
 * loopback: a HEAD request reaches the path's HEAD operation, which answers with its status and
 * headers and no body; where the path has none, its GET operation answers, the body left out.
 * A 405 lists HEAD once, whether it comes from a HEAD operation or from the GET one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import { reply } from '../../../templates/server/core/handler.ts';
import { fixtureApi } from './support/api.ts';
import { request } from './support/http.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const service = describeService(
  fixtureApi([
    { name: 'get_object', method: 'GET', path: '/objects/{key}' },
    { name: 'head_object', method: 'HEAD', path: '/objects/{key}' },
    { name: 'get_status', method: 'GET', path: '/status' },
    { name: 'head_health', method: 'HEAD', path: '/health' },
  ]),
);

describe.each(TRANSPORTS)('HEAD operations via %s', (transport) => {
  let server: RunningServer;
  const handled: string[] = [];
  const handlers = {
    getObject: ({ params }: { params: { key: string } }) => (handled.push('getObject'), { key: params.key, size: 3 }),
    headObject: ({ params }: { params: { key: string } }) => {
      handled.push('headObject');
      // The length of the object a GET would send, as S3's HeadObject tells it.
      return params.key === 'quiet' ? undefined : reply(200, undefined, { 'X-Object-Size': 3, 'Content-Length': 3 });
    },
    getStatus: () => (handled.push('getStatus'), { ok: true }),
    headHealth: () => (handled.push('headHealth'), reply(200, undefined, { 'X-Healthy': 'yes' })),
  };
  const call = (method: string, path: string) => request(server.url, method, path);

  beforeAll(async () => {
    server = await startServer(transport, service, handlers);
  });
  afterAll(() => server.close());

  it('a HEAD request reaches the HEAD operation, which answers 200 with its headers and no body', async () => {
    handled.length = 0;
    const head = await call('HEAD', '/objects/k1');
    expect([head.status, head.headers['x-object-size'], head.headers['content-length'], head.body.length]).toEqual([200, '3', '3', 0]);
    const get = await call('GET', '/objects/k1');
    expect([get.status, get.json()]).toEqual([200, { key: 'k1', size: 3 }]);
    expect(handled).toEqual(['headObject', 'getObject']);
  });

  it('a HEAD handler that returns nothing answers 200, as the operation declares', async () => {
    const head = await call('HEAD', '/objects/quiet');
    expect([head.status, head.body.length]).toEqual([200, 0]);
  });

  it('without a HEAD operation, the GET one answers HEAD, its body left out', async () => {
    handled.length = 0;
    const head = await call('HEAD', '/status');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect(handled).toEqual(['getStatus']);
  });

  it('a path with only a HEAD operation answers it, and lists it alone in a 405', async () => {
    const head = await call('HEAD', '/health');
    expect([head.status, head.headers['x-healthy']]).toEqual([200, 'yes']);
    const get = await call('GET', '/health');
    expect([get.status, get.headers.allow]).toEqual([405, 'HEAD']);
  });

  it('lists HEAD once in a 405 where a HEAD operation is beside the GET one', async () => {
    const put = await call('PUT', '/objects/k1');
    expect([put.status, put.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});
