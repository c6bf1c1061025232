/**
 * Chooses the manifest's `media.success` from the media types of every success response and
 * request body: the most used versioned vendor template (`application/vnd.acme.v{version}+json`),
 * or plain `application/json` for an API that does not version by media type.
 *
 * Note: a `media.success` without `{version}` needs the manifest schema to accept it (see the
 * import README in index.ts).
 */
import { versionedMediaType } from './media-types.ts';

export const PLAIN_JSON = 'application/json';

export function chooseMediaTemplate(contentTypes: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const type of contentTypes) {
    const versioned = versionedMediaType(type);
    if (versioned) counts.set(versioned.template, (counts.get(versioned.template) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [template, count] of counts) if (best === undefined || count > counts.get(best)!) best = template;
  return best ?? PLAIN_JSON;
}
