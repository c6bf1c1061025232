/**
 * Which of an operation's declared request media types (`requestBody.content`) a request's
 * `Content-Type` names. A versioned type (`application/vnd.acme.v{version}+json`) matches in any
 * version the operation supports, and plain `application/json` stands in for a declared JSON
 * type, since it is the same document. Anything else is a 415 that lists what would be accepted.
 */
import { HttpProblem } from './problem.ts';
import type { ContentSpec } from './service.ts';

export function matchRequestContent(
  contents: readonly ContentSpec[],
  contentType: string | undefined,
  versions: readonly number[],
): ContentSpec {
  const essence = essenceOf(contentType ?? '');
  const found =
    contents.find((c) => names(c.mediaType, essence, versions)) ??
    (essence === 'application/json' ? contents.find((c) => c.kind === 'json') : undefined);
  if (found) return found;
  // Listed only for the 415: a request that matches allocates none of this.
  const accepted = contents.flatMap((c) => expand(c.mediaType, versions));
  throw new HttpProblem(415, {
    kind: 'unsupported-media-type',
    detail: `Expected a body of type ${accepted.join(', ')}, got ${essence || 'no Content-Type'}.`,
    headers: { 'Accept-Post': accepted.join(', ') },
    extensions: { accepted },
  });
}

/** The media type without parameters, lower-cased: `Text/CSV; charset=x` → `text/csv`. */
export function essenceOf(mediaType: string): string {
  return mediaType.split(';')[0]!.trim().toLowerCase();
}

/** Whether a declared media type, in any of the versions, is `essence`. */
function names(mediaType: string, essence: string, versions: readonly number[]): boolean {
  const declared = essenceOf(mediaType);
  if (!declared.includes('{version}')) return declared === essence;
  return versions.some((v) => declared.replace('{version}', String(v)) === essence);
}

function expand(mediaType: string, versions: readonly number[]): string[] {
  const essence = essenceOf(mediaType);
  if (!essence.includes('{version}')) return [essence];
  return versions.map((v) => essence.replace('{version}', String(v)));
}
