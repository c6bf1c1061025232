/** Given media types, want these versions and `media.success` templates. */
import { describe, expect, it } from 'vitest';
import { chooseMediaTemplate } from '../../generator/import/media-template.ts';
import { isJsonMediaType, versionedMediaType } from '../../generator/import/media-types.ts';

describe('versioned media types', () => {
  it.each([
    ['application/vnd.acme.v3+json', { template: 'application/vnd.acme.v{version}+json', version: 3 }],
    ['application/vnd.github-v12+json', { template: 'application/vnd.github-v{version}+json', version: 12 }],
    ['application/vnd.acme+json; version=2', { template: 'application/vnd.acme+json; version={version}', version: 2 }],
    ['application/vnd.acme.v0+json', undefined],
    ['application/vnd.acme+json', undefined],
    ['application/json', undefined],
  ])('%s', (type, want) => expect(versionedMediaType(type)).toEqual(want));

  it('chooses the most used template, or plain JSON', () => {
    expect(chooseMediaTemplate(['application/vnd.a.v1+json', 'application/vnd.b.v1+json', 'application/vnd.b.v2+json'])).toBe('application/vnd.b.v{version}+json');
    expect(chooseMediaTemplate(['application/json', 'image/png'])).toBe('application/json');
  });

  it.each([
    ['application/json', true],
    ['application/problem+json', true],
    ['application/json; charset=utf-8', true],
    ['application/xml', false],
    ['text/plain', false],
  ])('isJsonMediaType(%s) = %s', (type, want) => expect(isJsonMediaType(type)).toBe(want));
});
