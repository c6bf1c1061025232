/**
 * How an operation's types follow the API version it is sent in, for operations whose versions
 * declare different payloads (the manifest's `versions` map). Such an operation gets a
 * `Version` type parameter: `<Op>Params<Version>` and `<Op>Response<Version>` pick that
 * version's types, and `<Op>Version<Pinned>` names the version a client pinned to `Pinned`
 * sends, by the runtime's rule (`versionSent`, ir/versions.ts). A per-call `apiVersion` sets
 * `Version` directly. Operations whose versions share payloads keep plain types.
 */
import { payloadsDiffer, versionSent } from '../../ir/versions.ts';
import type { Api, Operation, VersionPayloads } from '../../ir/types.ts';

export interface VersionTyping {
  /** The offered versions as a type, e.g. `3 | 4`. */
  offered: string;
  /** The version a client pinned to the API's current version sends: the default type argument. */
  defaultVersion: number;
  /** The body of `<Op>Version<Pinned>`: `Pinned extends 2 | 3 ? 3 : Pinned extends 4 ? 4 : 3 | 4`. */
  sentVersion: string;
  /** `{ 3: …; 4: … }[Version]`, with each version's type from `typeOf`; just the type when every version has the same. */
  indexed(typeOf: (entry: VersionPayloads) => string): string;
}

export function versionTyping(operation: Operation, api: Api): VersionTyping | undefined {
  if (!payloadsDiffer(operation)) return undefined;
  const offered = operation.versions.join(' | ');
  // Pins that send the same version are tested together; a pin the API does not know (or plain `number`) may send any.
  const pinsBySent = new Map<number, number[]>();
  for (const pinned of api.media.versions) {
    const sent = versionSent(operation.versions, pinned);
    pinsBySent.set(sent, [...(pinsBySent.get(sent) ?? []), pinned]);
  }
  const sentVersion = [...pinsBySent].map(([sent, pins]) => `Pinned extends ${pins.join(' | ')} ? ${sent} : `).join('') + offered;
  return {
    offered,
    defaultVersion: versionSent(operation.versions, api.media.current),
    sentVersion,
    indexed: (typeOf) => {
      const types = operation.byVersion.map((entry) => ({ version: entry.version, type: typeOf(entry) }));
      if (types.every(({ type }) => type === types[0]!.type)) return types[0]!.type;
      return `{ ${types.map(({ version, type }) => `${version}: ${type}`).join('; ')} }[Version]`;
    },
  };
}
