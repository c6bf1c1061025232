/**
 * Splits one raw (still percent-encoded) path segment by the literal text of a `PatternEdge`:
 * `Businesses(42)` by `['Businesses(', ')']` gives `['42']`, `report.tar.gz` by `['', '.', '']`
 * gives `['report', 'tar.gz']`. The literal text must match exactly; every value must be
 * non-empty; a value that is not the last ends at the first occurrence of the literal after it
 * (the generated client percent-encodes that literal's first character inside the value, so a
 * value from it never holds the literal). Returns undefined when the segment does not fit.
 */
export function splitPatternSegment(segment: string, literals: readonly string[]): string[] | undefined {
  const prefix = literals[0]!;
  const suffix = literals[literals.length - 1]!;
  // Stryker disable next-line ArithmeticOperator,ArrowFunction: a fast rejection; a segment shorter than this also fails the checks below
  const minimum = literals.reduce((sum, text) => sum + text.length, 0) + literals.length - 1;
  if (segment.length < minimum || !segment.startsWith(prefix) || !segment.endsWith(suffix)) return undefined;
  let rest = segment.slice(prefix.length, segment.length - suffix.length);
  const values: string[] = [];
  for (let i = 1; i < literals.length - 1; i++) {
    const separator = literals[i]!;
    const at = rest.indexOf(separator);
    if (at <= 0) return undefined;
    values.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  if (rest === '') return undefined;
  values.push(rest);
  return values;
}
