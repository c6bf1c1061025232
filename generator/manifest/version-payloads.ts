/**
 * The `requestBody` and `response` one API version of an operation has, from the operation's
 * own and its entry in the `versions` map. Payload fields (`schema`, `content`, `mediaType`)
 * replace the operation's as a group, so a version never mixes its schema with the operation's
 * content map; the other fields (`status`, `required`, `description`, `example`) are inherited
 * when the entry does not give them. Works on raw data, so the loader's checks and the IR
 * builder agree on what a version declares.
 */

const PAYLOAD_FIELDS = ['schema', 'content', 'mediaType'];

type Part = Record<string, unknown> | 'none' | undefined;

export interface VersionPayloadSource<Body, Resp> {
  requestBody?: Body;
  response?: Resp;
}

/** The versions an operation lists: the array, or the keys of the map, as numbers, ascending. */
export function listedVersions(versions: unknown): number[] | undefined {
  if (Array.isArray(versions)) return versions.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  if (versions !== null && typeof versions === 'object') return Object.keys(versions).map(Number).sort((a, b) => a - b);
  return undefined;
}

/** The `versions` map's entry for `version`; `undefined` for the short form and for `~`/`{}`. */
export function versionEntry(versions: unknown, version: number): VersionPayloadSource<unknown, unknown> | undefined {
  if (versions === null || typeof versions !== 'object' || Array.isArray(versions)) return undefined;
  const entry = (versions as Record<string, unknown>)[String(version)];
  return entry !== null && typeof entry === 'object' ? (entry as VersionPayloadSource<unknown, unknown>) : undefined;
}

/** The operation's payloads as `version` has them. */
export function payloadsForVersion<Body, Resp>(
  op: VersionPayloadSource<Body, Resp> & { versions?: unknown },
  version: number,
): VersionPayloadSource<Body, Resp> {
  const entry = versionEntry(op.versions, version) as VersionPayloadSource<Body, Resp> | undefined;
  const requestBody = merge(op.requestBody as Part, entry?.requestBody as Part) as Body | undefined;
  const response = merge(op.response as Part, entry?.response as Part) as Resp | undefined;
  return { ...(requestBody !== undefined ? { requestBody } : {}), ...(response !== undefined ? { response } : {}) };
}

function merge(shared: Part, own: Part): Part {
  if (own === undefined) return shared;
  if (own === 'none' || shared === undefined || shared === 'none') return own;
  const ownPayload = PAYLOAD_FIELDS.some((field) => own[field] !== undefined);
  const inherited = Object.fromEntries(Object.entries(shared).filter(([field]) => !(ownPayload && PAYLOAD_FIELDS.includes(field))));
  return { ...inherited, ...own };
}
