/**
 * Which version a request to an operation with per-version payloads is in
 * (templates/server/core/select-version.ts), through `createVersionSelector` and
 * `routeInVersion`: the body's Content-Type first, then `Accept` among the versions left, then
 * the version a client that pins none would send.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createVersionSelector, routeInVersion } from '../../../templates/server/core/select-version.ts';
import type { ContentSpec, MediaSpec, RouteSpec } from '../../../templates/server/core/service.ts';

const VENDOR = 'application/vnd.pipes.v{version}+json';
const media: MediaSpec = { successTemplate: VENDOR, problem: 'application/problem+json', current: 4 };
const json: ContentSpec = { mediaType: VENDOR, kind: 'json' };
const csv: ContentSpec = { mediaType: 'text/csv', kind: 'text' };

function route(overrides: Partial<RouteSpec>): RouteSpec {
  return {
    name: 'op',
    handler: 'op',
    method: 'POST',
    path: '/op',
    pathParams: [],
    auth: [],
    versions: [3, 4],
    params: [],
    response: { status: 200, contents: [json] },
    ...overrides,
  };
}

/** v3 takes a body and answers JSON; v4 takes none and answers 204. */
const release = route({
  name: 'release',
  body: { required: true, contents: [json] },
  byVersion: { 3: {}, 4: { body: null, response: { status: 204, contents: [] } } },
});
/** v3 answers JSON, v4 CSV text. */
const exportRoute = route({
  name: 'export',
  method: 'GET',
  response: { status: 200, contents: [csv] },
  byVersion: { 3: { response: { status: 200, contents: [json] } }, 4: {} },
});
/** Both versions answer JSON; v2 only on a route offered in 2 and 3. */
const both = route({ name: 'both', versions: [2, 3], byVersion: { 2: {}, 3: {} } });

/** v3 answers JSON; v4 CSV or plain text. */
const twoTexts = route({
  name: 'two_texts',
  method: 'GET',
  response: { status: 200, contents: [csv, { mediaType: 'text/plain', kind: 'text' }] },
  byVersion: { 3: { response: { status: 200, contents: [json] } }, 4: {} },
});
/** Both versions take JSON or a form. */
const twoBodies = route({
  name: 'two_bodies',
  body: { required: true, contents: [json, { mediaType: 'application/x-www-form-urlencoded', kind: 'form' }] },
  byVersion: { 3: { body: { required: true, contents: [json] } }, 4: {} },
});

const select = createVersionSelector(media);
/** The same, for an API whose current version is 3. */
const select3 = createVersionSelector({ ...media, current: 3 });
const v = (n: number) => VENDOR.replace('{version}', String(n));

describe('createVersionSelector', () => {
  const rows: { name: string; route: RouteSpec; headers: IncomingHttpHeaders; version: number }[] = [
    { name: 'nothing named: the newest, as a client pinning none sends', route: release, headers: {}, version: 4 },
    { name: 'a v3 body is a v3 request', route: release, headers: { 'content-type': v(3) }, version: 3 },
    { name: 'the body type is compared without parameters', route: release, headers: { 'content-type': `${v(3)}; charset=utf-8` }, version: 3 },
    { name: 'the body type is compared case-insensitively', route: release, headers: { 'content-type': v(3).toUpperCase() }, version: 3 },
    { name: 'a body type no version takes decides nothing', route: release, headers: { 'content-type': 'application/json' }, version: 4 },
    { name: 'a body for the version without one decides nothing', route: release, headers: { 'content-type': v(4) }, version: 4 },
    { name: 'Accept picks among the versions', route: release, headers: { accept: v(3) }, version: 3 },
    { name: 'the body beats Accept', route: release, headers: { 'content-type': v(3), accept: v(4) }, version: 3 },
    { name: 'Accept of a 204 version admits its success type', route: release, headers: { accept: v(4) }, version: 4 },
    { name: 'Accept of the text only one version answers', route: exportRoute, headers: { accept: 'text/csv' }, version: 4 },
    { name: 'Accept by type wildcard', route: exportRoute, headers: { accept: 'text/*' }, version: 4 },
    { name: 'Accept of the other type wildcard', route: exportRoute, headers: { accept: 'application/*' }, version: 3 },
    { name: 'Accept of anything: the newest', route: exportRoute, headers: { accept: '*/*' }, version: 4 },
    { name: 'Accept refusing what v4 answers', route: exportRoute, headers: { accept: 'text/csv;q=0, application/*;q=0.1' }, version: 3 },
    { name: 'Accept admitting nothing: as if none was sent', route: exportRoute, headers: { accept: 'text/csv;q=0' }, version: 4 },
    { name: 'a blank Accept restricts nothing', route: exportRoute, headers: { accept: '  ' }, version: 4 },
    { name: 'Accept of an unknown type: the default', route: exportRoute, headers: { accept: 'image/png' }, version: 4 },
    { name: 'a repeated Accept (an array) is ignored', route: exportRoute, headers: { accept: ['text/csv'] as unknown as string }, version: 4 },
    { name: 'the higher quality wins', route: exportRoute, headers: { accept: 'text/csv;q=0.4, application/*;q=0.9' }, version: 4 },
    { name: 'a named version beats a wildcard', route: both, headers: { accept: `${v(2)}, */*` }, version: 2 },
    { name: 'a 204 version admitted by its success type beats a lower quality', route: release, headers: { accept: `${v(4)};q=0.5, ${v(3)};q=0.4` }, version: 4 },
    { name: 'a version below the current one on an older route', route: both, headers: {}, version: 3 },
    { name: 'an explicit version the route lacks: the default', route: both, headers: { accept: v(4) }, version: 3 },
  ];
  it.each(rows)('$name', ({ route: given, headers, version }) => {
    const chosen = select(given, headers);
    expect(chosen.versions).toEqual([version]);
    expect(chosen).not.toHaveProperty('byVersion');
  });

  it.each<[string, RouteSpec, IncomingHttpHeaders, number]>([
    ['one of several types a version answers', twoTexts, { accept: 'text/csv' }, 4],
    ['*/* admits every version, so the current one is chosen', exportRoute, { accept: 'text/csv;q=0.5, */*;q=0.1' }, 3],
    ['nothing named', exportRoute, {}, 3],
    ['a form body is a request of the version that takes forms', twoBodies, { 'content-type': 'application/x-www-form-urlencoded' }, 4],
  ])('current version 3: %s', (_name, given, headers, version) => {
    expect(select3(given, headers).versions).toEqual([version]);
  });

  it('hands a route without per-version payloads over as it is', () => {
    const plain = route({ byVersion: undefined });
    expect(select(plain, { accept: v(3) })).toBe(plain);
  });
});

describe('routeInVersion', () => {
  it('takes the version’s own response, and its body when it has one', () => {
    expect(routeInVersion(release, 4)).toEqual({ ...route({ name: 'release' }), versions: [4], response: { status: 204, contents: [] } });
    const withOwnBody = route({ byVersion: { 3: { body: { required: false, contents: [csv] } } }, body: { required: true, contents: [json] } });
    expect(routeInVersion(withOwnBody, 3).body).toEqual({ required: false, contents: [csv] });
  });

  it('keeps the shared body and response where the version has none of its own', () => {
    const chosen = routeInVersion(release, 3);
    expect(chosen.body).toEqual({ required: true, contents: [json] });
    expect(chosen.response).toEqual({ status: 200, contents: [json] });
    expect(chosen.versions).toEqual([3]);
  });

  it('takes a route without per-version payloads to the version asked', () => {
    const plain = route({ body: { required: true, contents: [json] } });
    expect(routeInVersion(plain, 3)).toEqual({ ...plain, versions: [3] });
  });

  it('leaves out the body for a version that has none (null), or a version it does not know', () => {
    expect(routeInVersion(release, 4)).not.toHaveProperty('body');
    expect(routeInVersion(route({ byVersion: { 3: {} } }), 9)).not.toHaveProperty('body');
    expect(routeInVersion(route({ byVersion: { 3: {} } }), 9).response).toEqual({ status: 200, contents: [json] });
  });
});
