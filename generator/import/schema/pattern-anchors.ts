/**
 * `pattern` written with Ruby's or Python's anchors: `\A` (start of text), `\z` and `\Z` (end).
 * ECMA-262, which OpenAPI names for patterns, has none of them: JavaScript reads `\A` as the
 * letter A, so a validator built from Linode's `\A(\*\.)?…\Z` refuses every domain. Outside
 * character classes they become `^` and `$`, which mean the same without the multiline flag
 * (Ruby's `\Z` also allows one final newline, which `$` does not: a tighter reading).
 */
export function ecmaAnchors(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\' && i + 1 < pattern.length) {
      const next = pattern[++i]!;
      out += !inClass && (next === 'A' || next === 'z' || next === 'Z') ? (next === 'A' ? '^' : '$') : `\\${next}`;
      continue;
    }
    if (char === '[' && !inClass) inClass = true;
    else if (char === ']' && inClass) inClass = false;
    out += char;
  }
  return out;
}
