import { describe, expect, it } from 'vitest';
import { acceptsGzip, createVersionNegotiator } from '../../../templates/server/core/negotiate.ts';

const negotiator = createVersionNegotiator({
  successTemplate: 'application/vnd.acme.v{version}+json',
  problem: 'application/problem+json',
  current: 3,
});

describe('version negotiation', () => {
  it.each([
    [undefined, [2, 3], 3],
    ['', [2, 3], 3],
    ['*/*', [2, 3], 3],
    ['application/*', [2, 3], 3],
    ['*/*', [1, 2], 2],
    ['application/vnd.acme.v2+json', [2, 3], 2],
    ['APPLICATION/VND.ACME.V2+JSON', [2, 3], 2],
    ['application/vnd.acme.v2+json', [3], undefined],
    ['application/vnd.acme.v2+json, */*;q=0.1', [3], 3],
    ['application/vnd.acme.v2+json;q=0', [2, 3], undefined],
    ['application/vnd.acme.v2+json;q=0.9, application/vnd.acme.v3+json;q=0.9', [2, 3], 3],
    ['application/vnd.acme.v2+json; charset=utf-8', [2, 3], 2],
    ['application/problem+json', [2, 3], undefined],
    ['text/html', [2, 3], undefined],
    ['application/json', [2, 3], undefined],
    ['application/vnd.acme.vx+json', [2, 3], undefined],
    // An unreadable entry is ignored; with nothing left, Accept counts as absent.
    ['application/vnd.acme.v2+json;q=abc', [2, 3], 3],
    ['application/vnd.acme.v2+json;q=abc, text/html', [2, 3], undefined],
  ])('Accept %j with versions %j → %j', (accept, supported, expected) => {
    expect(negotiator.choose(accept, supported)).toBe(expected);
  });

  it('builds the media type of a version', () => {
    expect(negotiator.mediaType(2)).toBe('application/vnd.acme.v2+json');
  });
});

describe('version negotiation without a versioned media type', () => {
  const plain = createVersionNegotiator({ successTemplate: 'application/json', problem: 'application/problem+json', current: 1 });

  it.each([
    [undefined, 1],
    ['application/json', 1],
    ['application/json; charset=utf-8', 1],
    ['application/*', 1],
    ['application/problem+json', undefined],
    ['text/html', undefined],
  ])('Accept %j → %j', (accept, expected) => {
    expect(plain.choose(accept, [1])).toBe(expected);
  });

  it('answers with the plain media type', () => {
    expect(plain.mediaType(1)).toBe('application/json');
  });
});

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['gzip', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false],
    ['br', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
