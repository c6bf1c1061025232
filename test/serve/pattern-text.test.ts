/**
 * generator/serve/mock/pattern-text.ts: mock text for patterns, including those fast-check cannot
 * read (lookarounds, word boundaries), which the mock used to answer with plain text that its own
 * validators then refused (a 500).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternArbitrary, withoutAssertions } from '../../generator/serve/mock/pattern-text.ts';

describe('withoutAssertions', () => {
  it.each<[string, string, string]>([
    ['a negative lookahead (Linode labels)', '^[a-zA-Z]((?!--|__)[a-zA-Z0-9-_.])+$', '^[a-zA-Z]([a-zA-Z0-9-_.])+$'],
    ['a lookbehind', '^(?<!x)ab(?<=b)$', '^ab$'],
    ['word boundaries (SendGrid)', '\\bsg\\.[a-z]+\\b', 'sg\\.[a-z]+'],
    ['a lookahead with a group and a class holding a parenthesis', '^(?=(a|[)])x)x$', '^x$'],
    ['an escaped parenthesis and a class holding (?= stay', '^\\(?=[(?=]$', '^\\(?=[(?=]$'],
    ['\\b inside a class (a backspace) stays', '^[\\b]$', '^[\\b]$'],
    ['nothing to remove', '^[a-z]+$', '^[a-z]+$'],
  ])('%s', (_what, given, want) => {
    expect(withoutAssertions(given)).toBe(want);
  });
});

describe('patternArbitrary', () => {
  it.each<[string, RegExp]>([
    ['a negative lookahead', /^(?!admin)[a-z]{3,8}$/u],
    ['a lookahead requiring a digit', /^(?=.*\d)[a-z0-9]{4,10}$/u],
    ['word boundaries', /^\bsg\.[a-z]+\b$/u],
  ])('draws text that %s pattern accepts', (_what, pattern) => {
    const arbitrary = patternArbitrary(pattern, true);
    expect(arbitrary).toBeDefined();
    const drawn = fc.sample(arbitrary!, { seed: 2, numRuns: 30 });
    expect(drawn.filter((text) => !pattern.test(text))).toEqual([]);
  });

});
