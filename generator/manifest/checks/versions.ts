/**
 * Checks `versions` (each operation's, and `defaults.versions`): a version is listed once, and
 * when an operation's versions carry different payloads (the `versions` map), each version can be
 * told apart on the wire. The server learns the version from `Content-Type` and `Accept`, so two
 * versions that send or answer different payloads in the same media type cannot both be served;
 * and a version may not declare the literal media type of another (`4: application/vnd.acme.v3+json`).
 */
import { listedVersions, payloadsForVersion } from '../version-payloads.ts';
import { type CheckContext, isRecord, type Raw } from './context.ts';

type Part = 'requestBody' | 'response';

export function checkVersions(ctx: CheckContext): void {
  const media = isRecord(ctx.data.media) ? ctx.data.media : {};
  const template = typeof media.success === 'string' ? media.success : undefined;
  checkListedOnce(ctx, isRecord(ctx.data.defaults) ? ctx.data.defaults.versions : undefined, ['defaults', 'versions']);
  for (const { op, index } of ctx.operations()) {
    const at = ['operations', index];
    checkListedOnce(ctx, op.versions, [...at, 'versions']);
    if (!isRecord(op.versions)) continue;
    // Stryker disable next-line ArrayDeclaration: op.versions is a mapping here, for which listedVersions always gives a list
    const versions = listedVersions(op.versions) ?? [];
    for (const part of ['requestBody', 'response'] as const) {
      const seen = new Map<string, { version: number; payload: string }>();
      for (const version of versions) {
        const where = isRecord(op.versions[String(version)]) && (op.versions[String(version)] as Raw)[part] !== undefined
          ? [...at, 'versions', String(version), part]
          : [...at, part];
        for (const { mediaType, payload } of concretePayloads(op, version, part, template)) {
          const other = versionInMediaType(mediaType, template);
          if (other !== undefined && other !== version) {
            ctx.report(where, `version ${version} declares ${mediaType}, the media type of version ${other}; write it with {version} or under version ${other}`);
            continue;
          }
          const earlier = seen.get(mediaType);
          if (earlier && earlier.payload !== payload) {
            ctx.report(
              where,
              `versions ${earlier.version} and ${version} both ${part === 'requestBody' ? 'send' : 'answer'} ${mediaType} with different payloads, ` +
                `so ${part === 'requestBody' ? 'the server cannot tell which version a request is in' : 'a request cannot ask for one of them in Accept'}; give each version its own media type, e.g. "application/vnd.acme.v{version}+json"`,
            );
          } else if (!earlier) seen.set(mediaType, { version, payload });
        }
      }
    }
  }
}

function checkListedOnce(ctx: CheckContext, value: unknown, path: (string | number)[]): void {
  if (!Array.isArray(value)) return;
  const seen = new Set<unknown>();
  value.forEach((v, i) => {
    if (seen.has(v)) ctx.report([...path, i], `version ${String(v)} is listed twice`);
    seen.add(v);
  });
}

/** The media types `version` sends (`requestBody`) or answers (`response`) with, `{version}` filled in, each with its payload as text. */
function concretePayloads(op: Raw, version: number, part: Part, template: string | undefined): { mediaType: string; payload: string }[] {
  const declared = payloadsForVersion(op as { requestBody?: unknown; response?: unknown; versions?: unknown }, version)[part];
  const fill = (mediaType: string) => mediaType.replaceAll('{version}', String(version));
  // A HEAD response has no body, so no media type to tell versions apart by.
  if (declared === 'none' || (part === 'response' && op.method === 'HEAD')) return [];
  if (!isRecord(declared)) return template && (part === 'response' || ['POST', 'PUT', 'PATCH'].includes(String(op.method))) ? [{ mediaType: fill(template), payload: 'undefined' }] : [];
  if (isRecord(declared.content)) {
    // Stryker disable next-line StringLiteral: a YAML value is never undefined, so JSON.stringify never falls back here
    return Object.entries(declared.content).map(([mediaType, entry]) => ({ mediaType: fill(mediaType), payload: JSON.stringify(entry) ?? 'undefined' }));
  }
  const mediaType = typeof declared.mediaType === 'string' ? declared.mediaType : template;
  // Stryker disable next-line ArrayDeclaration: every version here has no media type, so a text in place of the empty list gives them one equal, unversioned payload
  if (!mediaType) return [];
  return [{ mediaType: fill(mediaType), payload: JSON.stringify(declared.schema) ?? 'undefined' }];
}

/** The version a literal media type names under the API's template (`application/vnd.acme.v3+json` → 3). */
function versionInMediaType(mediaType: string, template: string | undefined): number | undefined {
  // Stryker disable next-line ConditionalExpression,StringLiteral: without {version}, `after` below is undefined, so the middle is sliced empty and names no version
  if (!template?.includes('{version}')) return undefined;
  const [before, after] = template.split('{version}') as [string, string];
  if (!mediaType.startsWith(before) || !mediaType.endsWith(after)) return undefined;
  const middle = mediaType.slice(before.length, mediaType.length - after.length);
  return /^[0-9]+$/.test(middle) ? Number(middle) : undefined;
}
