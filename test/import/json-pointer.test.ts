/** generator/import/json-pointer.ts: the pointers every import warning names its place with. */
import { describe, expect, it } from 'vitest';
import { escapePointerToken, parsePointer, pointerTo } from '../../generator/import/json-pointer.ts';

describe('JSON pointers', () => {
  it.each<[string | number, string]>([
    ['name', 'name'],
    [3, '3'],
    ['/pets/{petId}', '~1pets~1{petId}'],
    ['a~b', 'a~0b'],
    ['~/', '~0~1'],
    ['', ''],
  ])('escapes %j as %j', (token, want) => {
    expect(escapePointerToken(token)).toBe(want);
  });

  it('joins a base and tokens, and reads back to the tokens', () => {
    const pointer = pointerTo('/paths', '/pets/{petId}', 'get', 'parameters', 0, 'a~b');
    expect(pointer).toBe('/paths/~1pets~1{petId}/get/parameters/0/a~0b');
    expect(parsePointer(pointer)).toEqual(['paths', '/pets/{petId}', 'get', 'parameters', '0', 'a~b']);
    expect(pointerTo('/components')).toBe('/components');
  });
});
