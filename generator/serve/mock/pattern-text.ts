/**
 * Mock text for a string schema's `pattern` (the manifest's `schema.pattern`): fast-check's
 * `stringMatching`, and, for a pattern fast-check cannot read, text drawn from the pattern with
 * its assertions left out and then held to the whole pattern.
 *
 * fast-check refuses lookarounds and word boundaries. Linode's labels
 * (`^[a-zA-Z]((?!--|__|..)[a-zA-Z0-9-_.])+$`) and SendGrid's `\b…\b` use them; plain text drawn
 * instead fails the validators, and the mock answered 500.
 */
import fc from 'fast-check';

/** Draws of the relaxed pattern tried for one that the whole pattern accepts. */
const TRIES = 24;

/** Text matching `pattern`, or undefined where no way of drawing it is known (the caller draws plain text). */
export function patternArbitrary(pattern: RegExp, bounded: boolean): fc.Arbitrary<string> | undefined {
  const matching = (source: RegExp) => (bounded ? fc.stringMatching(source, { size: 'xsmall' }) : fc.stringMatching(source));
  try {
    return matching(pattern);
  } catch {
    // fast-check cannot read it: try without the assertions.
  }
  const relaxed = withoutAssertions(pattern.source);
  if (relaxed === pattern.source) return undefined;
  try {
    const draws = fc.array(matching(new RegExp(relaxed, pattern.flags)), { minLength: TRIES, maxLength: TRIES });
    return draws.map((texts) => texts.find((text) => pattern.test(text)) ?? texts[0]!);
  } catch {
    return undefined;
  }
}

/**
 * `source` without lookarounds (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`) and word-boundary
 * assertions (`\b`, `\B`): what is left matches a superset of the pattern's texts.
 */
export function withoutAssertions(source: string): string {
  let out = '';
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') {
      const next = source[index + 1] ?? '';
      if (!inClass && (next === 'b' || next === 'B')) {
        index++;
        continue;
      }
      out += char + next;
      index++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      out += char;
      continue;
    }
    if (char === '[') inClass = true;
    if (char === '(' && /^\(\?<?[=!]/.test(source.slice(index, index + 4))) {
      index = groupEnd(source, index);
      continue;
    }
    out += char;
  }
  return out;
}

/** The index of the `)` closing the group that opens at `start`. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let index = start; index < source.length; index++) {
    const char = source[index]!;
    if (char === '\\') index++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return source.length;
}
