/**
 * The two per-segment helpers of the path matcher, through their public functions:
 * `canonicalLiteral` (literal-segment.ts), which decodes only the escapes RFC 3986 makes
 * equivalent to their character, and `splitPatternSegment` (pattern-segment.ts), which splits a
 * segment like `Businesses(42)` or `report.tar.gz` by its literal text.
 */
import { describe, expect, it } from 'vitest';
import { canonicalLiteral } from '../../../templates/server/core/literal-segment.ts';
import { splitPatternSegment } from '../../../templates/server/core/pattern-segment.ts';

describe('canonicalLiteral', () => {
  it.each([
    ['plain', 'plain'],
    ['%24count', '$count'],
    ['%7Euser', '~user'],
    ['%41%62%7a%30', 'Ab' + 'z0'],
    ['a%2Db%2Ec%5Fd', 'a-b.c_d'],
    ["%21%26%27%28%29%2A%2B%2C%3B%3D%40", "!&'()*+,;=@"],
    // Never decoded: they would change how the path splits, or are not path characters at all.
    ['a%3Ab', 'a%3Ab'],
    ['a%2Fb', 'a%2Fb'],
    ['a%3fb', 'a%3fb'],
    ['a%20b', 'a%20b'],
    ['%25', '%25'],
    ['%C3%A9', '%C3%A9'],
    // Not escapes.
    ['100%', '100%'],
    ['%zz', '%zz'],
    ['%4', '%4'],
    ['%%41', '%A'],
  ])('%j → %j', (segment, want) => {
    expect(canonicalLiteral(segment)).toBe(want);
  });
});

describe('splitPatternSegment', () => {
  it.each<[string, string[], string[] | undefined]>([
    ['Businesses(42)', ['Businesses(', ')'], ['42']],
    ['report.tar.gz', ['', '.', ''], ['report', 'tar.gz']],
    ['a.b', ['', '.', ''], ['a', 'b']],
    ['v1-v2-v3', ['', '-', '-', ''], ['v1', 'v2', 'v3']],
    ['x(1,2)', ['x(', ',', ')'], ['1', '2']],
    ['file.json', ['', '.json'], ['file']],
    // The literal text must be there, at the ends, exactly.
    ['Business(42)', ['Businesses(', ')'], undefined],
    ['Businesses(42', ['Businesses(', ')'], undefined],
    ['businesses(42)', ['Businesses(', ')'], undefined],
    ['report', ['', '.', ''], undefined],
    // Every value must be non-empty.
    ['Businesses()', ['Businesses(', ')'], undefined],
    ['.gz', ['', '.', ''], undefined],
    ['report.', ['', '.', ''], undefined],
    ['a--c', ['', '-', '-', ''], undefined],
    ['a-b-', ['', '-', '-', ''], undefined],
    // Shorter than the literals with one character per value.
    ['', ['', '.', ''], undefined],
    ['.', ['', '.', ''], undefined],
    ['x(1)', ['x(', ',', ')'], undefined],
  ])('%j by %j → %j', (segment, literals, want) => {
    expect(splitPatternSegment(segment, literals)).toEqual(want);
  });
});
