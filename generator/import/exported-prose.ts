/**
 * sdkgen's own OpenAPI export (generator/emit/openapi) appends two paragraphs to each operation's
 * `description` for readers: "API versions: 2, 3 (`…`)." and "Authentication: any one of `…`.".
 * Both restate what `content` and `security` already say, so importing that export drops them and
 * gives back the original description. The patterns are exact; other prose is never touched.
 */

const EXPORTED = [/^API versions: \d+(, \d+)* \(.*\)\.$/s, /^Authentication: (any one of .*|none)\.$/s];

export function withoutExportedProse(description: string): string {
  const paragraphs = description.split(/\n\s*\n/);
  const count = paragraphs.length;
  while (paragraphs.length > 0 && EXPORTED.some((re) => re.test(paragraphs.at(-1)!.trim()))) paragraphs.pop();
  return paragraphs.length === count ? description : paragraphs.join('\n\n').trim();
}
