/**
 * Content negotiation helpers (templates/server/core/negotiate.ts) through their public
 * functions: reading `Accept`-style lists, the version a pinning client sends, and the corners of
 * version choice that negotiate.test.ts leaves out.
 */
import { describe, expect, it } from 'vitest';
import { createVersionNegotiator, parsePreferences, versionForPin } from '../../../templates/server/core/negotiate.ts';

describe('parsePreferences', () => {
  it.each<[string | undefined, { value: string; q: number }[]]>([
    [undefined, []],
    ['', []],
    ['gzip', [{ value: 'gzip', q: 1 }]],
    [' GZIP ;Q=0.5 , br', [{ value: 'gzip', q: 0.5 }, { value: 'br', q: 1 }]],
    ['gzip;q=0.5, br;q=0', [{ value: 'gzip', q: 0.5 }, { value: 'br', q: 0 }]],
    ['text/html;level=1;q=0.2', [{ value: 'text/html', q: 0.2 }]],
    ['a,,b, ,;q=1', [{ value: 'a', q: 1 }, { value: 'b', q: 1 }]],
    ['a;q=x, b;q=, c;q=Infinity', [{ value: 'b', q: 0 }]],
    ['a; q=0.3', [{ value: 'a', q: 0.3 }]],
    ['a;xq=0.3', [{ value: 'a', q: 1 }]],
  ])('%j', (header, want) => {
    expect(parsePreferences(header)).toEqual(want);
  });
});

describe('versionForPin', () => {
  it.each<[number[], number, number]>([
    [[1, 2, 3], 2, 2],
    [[1, 3], 2, 1],
    [[1, 2, 4], 3, 2],
    [[3, 4], 2, 3],
    [[4, 3], 1, 3],
    [[1, 2], 5, 2],
    [[2], 2, 2],
  ])('offered %j, pinned %i → %i', (offered, pinned, want) => {
    expect(versionForPin(offered, pinned)).toBe(want);
  });
});

describe('createVersionNegotiator', () => {
  const negotiator = createVersionNegotiator({ successTemplate: 'Application/VND.acme.v{version}+json', problem: 'application/problem+json', current: 3 });

  it.each<[string | undefined, number[], number | undefined]>([
    [undefined, [], undefined],
    ['*/*', [], undefined],
    [undefined, [1, 2], 2],
    ['application/vnd.acme.v2+json', [1, 2, 3], 2],
    ['application/vnd.acme.v1+json;q=0.5, application/vnd.acme.v2+json;q=0.4', [1, 2, 3], 1],
    ['application/vnd.acme.v2+json;q=0.5, */*', [1, 2, 3], 3],
    ['*/*;q=0.5, application/vnd.acme.v1+json;q=0.5', [1, 2, 3], 1],
    ['application/vnd.acme.v1+json;q=0.5, */*;q=0.5', [1, 2, 3], 1],
    ['application/vnd.acme.v1+json, application/vnd.acme.v2+json', [1, 2, 3], 2],
    ['application/vnd.acme.v2+json, application/vnd.acme.v1+json', [1, 2, 3], 2],
    ['application/vnd.acme.v12+json', [1, 12], 12],
    ['application/vnd.acme.v+json', [1, 2], undefined],
    ['xapplication/vnd.acme.v2+json', [1, 2], undefined],
    ['application/vnd.acme.v2+jsonx', [1, 2], undefined],
    ['application/vnd-acme-v2+json', [1, 2], undefined],
    ['text/*', [1, 2], undefined],
    ['*/*;q=0', [1, 2], undefined],
  ])('Accept %j among %j → %j', (accept, supported, want) => {
    expect(negotiator.choose(accept, supported)).toBe(want);
  });

  it('keeps the template as written in the media type', () => {
    expect(negotiator.mediaType(4)).toBe('Application/VND.acme.v4+json');
  });

  const plain = createVersionNegotiator({ successTemplate: 'application/json', problem: 'application/problem+json', current: 2 });
  it.each<[string | undefined, number[], number | undefined]>([
    ['application/json', [1, 2], 2],
    ['application/json', [1], 1],
    ['application/vnd.acme.v1+json', [1, 2], undefined],
    ['*/*', [1, 2], 2],
    ['application/json;q=0', [1, 2], undefined],
  ])('without {version}: Accept %j among %j → %j', (accept, supported, want) => {
    expect(plain.choose(accept, supported)).toBe(want);
  });

  // Spring-made APIs declare their type with a charset; an Accept range names the type without it.
  const withCharset = createVersionNegotiator({ successTemplate: 'application/json;charset=UTF-8', problem: 'application/problem+json', current: 2 });
  it.each<[string | undefined, number | undefined]>([
    ['application/json', 2],
    ['application/json;charset=UTF-8', 2],
    ['text/csv', undefined],
  ])('a template with a charset: Accept %j → %j', (accept, want) => {
    expect(withCharset.choose(accept, [1, 2])).toBe(want);
  });
});
