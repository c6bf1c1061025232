/**
 * Alternatives of several schemes a request carries together (OpenAPI requirement objects naming
 * more than one scheme) and anonymous access as an alternative, over HTTP on both transports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeService } from '../../../generator/emit/server/service-description.ts';
import type { AuthInfo, HandlerInput } from '../../../templates/server/core/handler.ts';
import type { ServerOptions } from '../../../templates/server/core/options.ts';
import { fixtureApi } from './support/api.ts';
import { request } from './support/http.ts';
import { expectProblem } from './support/problems.ts';
import { startServer, TRANSPORTS, type RunningServer } from './support/servers.ts';

const KEYS: Record<string, string> = { AppKey: 'app-1', UserToken: 'user-1', Partner: 'partner-1' };
const options: ServerOptions = {
  // Each scheme has its own good key, so a key sent in the wrong place fails.
  verifyApiKey: async (key, scheme) => (KEYS[scheme] === key ? { subject: `${scheme}-subject` } : null),
};
const whoIsCalling = ({ auth }: HandlerInput): { auth: AuthInfo | null } => ({ auth: auth ?? null });
const handlers = { getBoards: whoIsCalling, getPublic: whoIsCalling };

const service = describeService(
  fixtureApi(
    [
      { name: 'get_boards', method: 'GET', path: '/boards', auth: [['AppKey', 'UserToken'], 'Partner'] },
      { name: 'get_public', method: 'GET', path: '/public', auth: [[], 'AppKey'] },
    ],
    {
      securitySchemes: [
        { name: 'AppKey', kind: 'apiKey', query: 'key', clientOption: 'appKey' },
        { name: 'UserToken', kind: 'apiKey', query: 'token', clientOption: 'userToken' },
        { name: 'Partner', kind: 'apiKey', header: 'X-Partner', clientOption: 'partner' },
      ],
    },
  ),
);

describe.each(TRANSPORTS)('schemes together via %s', (transport) => {
  let server: RunningServer;
  const mountPath = transport === 'node' ? '' : '/rest';
  const get = (path: string, headers: Record<string, string> = {}) => request(server.url, 'GET', path, { headers });

  beforeAll(async () => {
    server = await startServer(transport, service, handlers, options);
  });
  afterAll(() => server.close());

  it('authenticates a request that carries the whole group, and lists each scheme', async () => {
    const response = await get('/boards?key=app-1&token=user-1');
    expect(response.status).toBe(200);
    const first = { scheme: 'AppKey', principal: { subject: 'AppKey-subject' } };
    expect(response.json().auth).toEqual({ ...first, together: [first, { scheme: 'UserToken', principal: { subject: 'UserToken-subject' } }] });
  });

  it('401 when one credential of the group is wrong', async () => {
    const response = await get('/boards?key=app-1&token=nope');
    expect(expectProblem(response, 401, `${mountPath}/boards`).detail).toBe('The key in the token query parameter is not valid.');
  });

  it('401 for half a group, naming the alternatives', async () => {
    const response = await get('/boards?key=app-1');
    const body = expectProblem(response, 401, `${mountPath}/boards`);
    expect(body.detail).toBe('Authentication is required; use one of: AppKey and UserToken, Partner.');
    expect(body.acceptedSchemes).toEqual([['AppKey', 'UserToken'], 'Partner']);
  });

  it('takes another alternative when the group is not there', async () => {
    const response = await get('/boards?key=app-1', { 'x-partner': 'partner-1' });
    expect(response.status).toBe(200);
    expect(response.json().auth).toEqual({ scheme: 'Partner', principal: { subject: 'Partner-subject' } });
  });

  it('lets anonymous requests through where anonymous access is an alternative', async () => {
    const response = await get('/public');
    expect(response.status).toBe(200);
    expect(response.json().auth).toBeNull();
  });

  it('still checks a credential sent where anonymous access is an alternative', async () => {
    expect((await get('/public?key=app-1')).json().auth).toEqual({ scheme: 'AppKey', principal: { subject: 'AppKey-subject' } });
    expectProblem(await get('/public?key=wrong'), 401, `${mountPath}/public`);
  });
});
