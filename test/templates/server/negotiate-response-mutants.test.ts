/**
 * Choosing the success response's media type (templates/server/core/negotiate-response.ts)
 * through `createResponseNegotiator`: versioned types through the version negotiator, others by
 * exact type, `type/*` or `*\/*` (the most specific range deciding), declared order breaking
 * ties, and the 406 when nothing declared is acceptable.
 */
import { describe, expect, it } from 'vitest';
import { createResponseNegotiator } from '../../../templates/server/core/negotiate-response.ts';
import { HttpProblem } from '../../../templates/server/core/problem.ts';
import type { ContentSpec, MediaSpec, RouteSpec } from '../../../templates/server/core/service.ts';

const VENDOR = 'application/vnd.pipes.v{version}+json';
const media: MediaSpec = { successTemplate: VENDOR, problem: 'application/problem+json', current: 4 };
const json: ContentSpec = { mediaType: VENDOR, kind: 'json' };
const csv: ContentSpec = { mediaType: 'text/csv', kind: 'text' };
const text: ContentSpec = { mediaType: 'text/plain; charset=utf-8', kind: 'text' };
const plainJson: ContentSpec = { mediaType: 'application/json', kind: 'json' };

function route(name: string, contents: ContentSpec[], versions = [3, 4]): RouteSpec {
  return { name, handler: name, method: 'GET', path: `/${name}`, pathParams: [], auth: [], versions, params: [], response: { status: 200, contents } };
}

const report = route('get_report', [json, csv]);
const csvOnly = route('get_csv', [csv]);
const empty = route('delete_report', []);
const older = route('get_old', [json], [2, 3]);
const mixed = route('get_mixed', [plainJson, text]);
const olderCsv = route('get_old_csv', [json, csv], [2, 3]);
const shouting = route('get_shouting', [{ mediaType: 'Text/CSV ; header=present', kind: 'text' }]);
// Superset's thumbnails: any image.
const thumbnail = route('get_thumbnail', [{ mediaType: 'image/*', kind: 'binary' }]);

describe('createResponseNegotiator', () => {
  const negotiate = createResponseNegotiator(media);
  const rows: { name: string; route: RouteSpec; accept: string | undefined; want: { version: number; mediaType?: string } }[] = [
    { name: 'no Accept: the first declared, newest version', route: report, accept: undefined, want: { version: 4, mediaType: 'application/vnd.pipes.v4+json' } },
    { name: 'an empty Accept is no Accept', route: report, accept: '', want: { version: 4, mediaType: 'application/vnd.pipes.v4+json' } },
    { name: 'a named version', route: report, accept: 'application/vnd.pipes.v3+json', want: { version: 3, mediaType: 'application/vnd.pipes.v3+json' } },
    { name: 'the other declared type', route: report, accept: 'text/csv', want: { version: 4, mediaType: 'text/csv' } },
    { name: 'the other type, labelled with the version Accept names', route: report, accept: 'text/csv, application/vnd.pipes.v3+json;q=0.5', want: { version: 3, mediaType: 'text/csv' } },
    { name: 'anything: declared order breaks the tie', route: report, accept: '*/*', want: { version: 4, mediaType: 'application/vnd.pipes.v4+json' } },
    { name: 'a type wildcard', route: report, accept: 'text/*', want: { version: 4, mediaType: 'text/csv' } },
    { name: 'the higher quality wins', route: report, accept: 'application/vnd.pipes.v4+json;q=0.3, text/csv;q=0.6', want: { version: 4, mediaType: 'text/csv' } },
    { name: 'equal quality: declared order', route: report, accept: 'text/csv;q=0.6, application/vnd.pipes.v4+json;q=0.6', want: { version: 4, mediaType: 'application/vnd.pipes.v4+json' } },
    { name: 'the most specific range decides, not the highest', route: report, accept: 'text/csv;q=0.2, */*;q=0.5', want: { version: 4, mediaType: 'application/vnd.pipes.v4+json' } },
    { name: 'a type wildcard is more specific than */*', route: report, accept: 'text/*;q=0.9, */*;q=0.1', want: { version: 4, mediaType: 'text/csv' } },
    { name: 'a refused type is skipped even when */* admits it', route: report, accept: 'application/vnd.pipes.v4+json;q=0, application/vnd.pipes.v3+json;q=0, text/csv;q=0.1', want: { version: 4, mediaType: 'text/csv' } },
    { name: 'an older route answers its newest version', route: older, accept: undefined, want: { version: 3, mediaType: 'application/vnd.pipes.v3+json' } },
    { name: 'an older route asked for a version it lacks falls back', route: older, accept: 'application/vnd.pipes.v4+json, */*;q=0.1', want: { version: 3, mediaType: 'application/vnd.pipes.v3+json' } },
    { name: 'parameters of the declared type do not stop a match', route: mixed, accept: 'text/plain', want: { version: 4, mediaType: 'text/plain; charset=utf-8' } },
    { name: 'the declared type matches case-insensitively', route: mixed, accept: 'TEXT/PLAIN', want: { version: 4, mediaType: 'text/plain; charset=utf-8' } },
    { name: 'an unversioned JSON type by exact match', route: mixed, accept: 'application/json', want: { version: 4, mediaType: 'application/json' } },
    { name: 'another type on an older route: labelled with its newest version', route: olderCsv, accept: 'text/csv', want: { version: 3, mediaType: 'text/csv' } },
    { name: 'a declared type in capitals, with a space before its parameters', route: shouting, accept: 'text/csv', want: { version: 4, mediaType: 'Text/CSV ; header=present' } },
    { name: 'a declared range, no Accept: the range, labelled when sent', route: thumbnail, accept: undefined, want: { version: 4, mediaType: 'image/*' } },
    { name: 'a declared range: an accepted type inside it is what is sent', route: thumbnail, accept: 'image/png', want: { version: 4, mediaType: 'image/png' } },
    { name: 'a declared range: the accepted type of higher quality', route: thumbnail, accept: 'image/webp;q=0.4, image/png;q=0.9, text/plain', want: { version: 4, mediaType: 'image/png' } },
    { name: 'a declared range accepted as such', route: thumbnail, accept: 'image/*', want: { version: 4, mediaType: 'image/*' } },
    { name: 'a declared range accepted through */*', route: thumbnail, accept: 'application/json, */*;q=0.1', want: { version: 4, mediaType: 'image/*' } },
    { name: 'no content: the version only', route: empty, accept: 'application/vnd.pipes.v3+json', want: { version: 3 } },
    { name: 'no content, nothing acceptable: still no 406', route: empty, accept: 'image/png', want: { version: 4 } },
  ];
  it.each(rows)('$name', ({ route: given, accept, want }) => {
    const choice = negotiate(given, accept);
    expect({ version: choice.version, mediaType: choice.mediaType }).toEqual(want);
    if (want.mediaType) expect(given.response.contents).toContain(choice.content);
    else expect(choice.content).toBeUndefined();
  });

  it.each<[string, RouteSpec, string, string[]]>([
    ['none of the declared types', report, 'image/png', ['application/vnd.pipes.v3+json', 'application/vnd.pipes.v4+json', 'text/csv']],
    ['the one declared type refused', csvOnly, 'text/csv;q=0, */*', ['text/csv']],
    ['a version that is not a number', report, 'application/vnd.pipes.vundefined+json', ['application/vnd.pipes.v3+json', 'application/vnd.pipes.v4+json', 'text/csv']],
    ['a version the route lacks', older, 'application/vnd.pipes.v4+json', ['application/vnd.pipes.v2+json', 'application/vnd.pipes.v3+json']],
    ['a type outside the declared range', thumbnail, 'text/plain, imagery/png', ['image/*']],
    ['the declared range refused among others', thumbnail, 'image/*;q=0, image/png;q=0', ['image/*']],
  ])('406 for %s', (_name, given, accept, acceptable) => {
    let thrown: unknown;
    try {
      negotiate(given, accept);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    const problem = thrown as HttpProblem;
    expect(problem.status).toBe(406);
    expect(problem.init).toEqual({
      kind: 'not-acceptable',
      detail: `${given.name} can answer with ${acceptable.join(' or ')}, which the Accept header does not admit.`,
      extensions: { operation: given.name, acceptable },
    });
  });
});

describe('createResponseNegotiator: remembered answers', () => {
  it('gives the same frozen answer to the same Accept on the same route', () => {
    const negotiate = createResponseNegotiator(media);
    const first = negotiate(report, 'text/csv');
    expect(Object.isFrozen(first)).toBe(true);
    expect(negotiate(report, 'text/csv')).toBe(first);
    expect(negotiate(csvOnly, 'text/csv')).not.toBe(first);
    expect(negotiate(report, undefined)).not.toBe(first);
  });

  it('forgets them after 16 different Accept headers, so invented ones cannot grow memory', () => {
    const negotiate = createResponseNegotiator(media);
    const first = negotiate(report, 'text/csv');
    for (let i = 1; i < 16; i++) negotiate(report, `text/csv;q=0.${i}`);
    expect(negotiate(report, 'text/csv')).toBe(first);
    negotiate(report, 'text/*');
    const again = negotiate(report, 'text/csv');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
