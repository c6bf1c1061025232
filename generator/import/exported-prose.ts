/**
 * sdkgen's own OpenAPI export (generator/emit/openapi) appends two paragraphs to each operation's
 * `description` for readers: "API versions: 2, 3 (`…`)." and "Authentication: any one of `…`.".
 * Both restate what `content` and `security` already say, so importing that export drops them and
 * gives back the original description. The versions paragraph is also read: a version whose
 * request has no body and whose response is a 204 names no media type, so without it that
 * version would be lost. The patterns are exact; other prose is never touched.
 */

const VERSIONS = /^API versions: (\d+(?:, \d+)*) \(.*\)\.$/s;
const EXPORTED = [VERSIONS, /^Authentication: (any one of .*|none)\.$/s];

export interface ExportedProse {
  /** The description without the exported paragraphs. */
  description: string;
  /** The versions the "API versions" paragraph lists, ascending; empty without one. */
  versions: number[];
}

export function readExportedProse(description: string): ExportedProse {
  const paragraphs = description.split(/\n\s*\n/);
  const count = paragraphs.length;
  const versions: number[] = [];
  while (paragraphs.length > 0 && EXPORTED.some((re) => re.test(paragraphs.at(-1)!.trim()))) {
    const listed = VERSIONS.exec(paragraphs.pop()!.trim())?.[1];
    if (listed !== undefined) versions.push(...listed.split(', ').map(Number));
  }
  return {
    description: paragraphs.length === count ? description : paragraphs.join('\n\n').trim(),
    versions: [...new Set(versions)].sort((a, b) => a - b),
  };
}
