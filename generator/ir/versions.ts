/**
 * Which API version an operation is sent in (manifest `versions` and `media.currentVersion`),
 * and whether its payloads differ between versions. The client runtime applies the same rule
 * (templates/client/core/media.ts `versionForPin`), so generated types name what is sent.
 */
import type { Operation, Payload, RequestBody, Response, VersionPayloads } from './types.ts';

/**
 * The version sent for an operation offered in `offered` (ascending) by a client pinned to
 * `pinned`: the pin itself if offered, otherwise the newest offered version below it, otherwise
 * the oldest offered. Every operation is callable whatever the pin.
 */
export function versionSent(offered: readonly number[], pinned: number): number {
  if (offered.includes(pinned)) return pinned;
  const below = offered.filter((version) => version < pinned);
  return below.length > 0 ? below[below.length - 1]! : offered[0]!;
}

/** Answers already worked out, by the operation's `byVersion` list: every emitter asks for each operation. */
const differ = new WeakMap<readonly VersionPayloads[], boolean>();

/** True when two offered versions send or answer different payloads, so their types differ. */
export function payloadsDiffer(operation: Pick<Operation, 'byVersion'>): boolean {
  const { byVersion } = operation;
  if (byVersion.length < 2) return false;
  let answer = differ.get(byVersion);
  if (answer === undefined) {
    const [first, ...rest] = byVersion.map(wireShape);
    differ.set(byVersion, (answer = rest.some((shape) => shape !== first)));
  }
  return answer;
}

/** The payloads of one version of `operation`. */
export function payloadsOf(operation: Pick<Operation, 'byVersion' | 'name'>, version: number): VersionPayloads {
  const found = operation.byVersion.find((entry) => entry.version === version);
  if (!found) throw new Error(`${operation.name} is not offered in version ${version}`);
  return found;
}

/** What decides the wire and the types of a version: media types, kinds, schemas, encodings, status, whether a body is required. */
function wireShape(entry: VersionPayloads): string {
  const payloads = (contents: Payload[]) => contents.map(({ mediaType, kind, schema, encoding }) => ({ mediaType, kind, schema, encoding }));
  const body = (b: RequestBody | undefined) => b && { required: b.required, contents: payloads(b.contents) };
  const response = (r: Response) => ({
    status: r.status,
    contents: payloads(r.contents),
    also: r.also.map((other) => ({ status: other.status, contents: payloads(other.contents) })),
    headers: r.headers.map(({ name, schema, required }) => ({ name, schema, required })),
  });
  return JSON.stringify({ body: body(entry.requestBody), response: response(entry.response) });
}

/** True when some operation's payloads differ between versions, so the client is typed by its pinned version. */
export function hasVersionedPayloads(api: { operations: Pick<Operation, 'byVersion'>[] }): boolean {
  // Asked once per group of the client: remembered per API rather than scanned each time.
  let answer = versioned.get(api.operations);
  if (answer === undefined) versioned.set(api.operations, (answer = api.operations.some(payloadsDiffer)));
  return answer;
}

const versioned = new WeakMap<readonly object[], boolean>();
