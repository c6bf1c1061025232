/**
 * Settles `security.default` and each operation's `auth`. With a top-level `security`, it is the
 * default. Without one, operations that declare nothing take no credentials (OpenAPI's rule),
 * and the default becomes the most common list, so a document that repeats the same
 * requirement on every operation (as sdkgen's own export does) gives a manifest that says it once.
 * An operation keeps `auth` only when it differs from the default.
 */
import type { AuthEntry } from '../ir/auth-requirements.ts';
import type { ManifestOperation } from '../manifest/schema.ts';

export interface OperationSecurity {
  /** The converted `security` of the operation, if it has a usable one. */
  auth?: AuthEntry[];
  declaresSecurity: boolean;
}

const key = (list: AuthEntry[]) => JSON.stringify(list);

/** Mutates `operations[i].auth`; returns the default list. */
export function settleSecurity(operations: ManifestOperation[], security: OperationSecurity[], globalAuth: AuthEntry[] | undefined): AuthEntry[] {
  // `undefined`: the operation inherits whatever the default turns out to be.
  const effective = security.map((s) => s.auth ?? (s.declaresSecurity ? undefined : (globalAuth ?? [])));
  let fallback = globalAuth;
  if (fallback === undefined) {
    const counts = new Map<string, { list: AuthEntry[]; count: number }>();
    for (const list of effective) {
      if (list === undefined) continue;
      const entry = counts.get(key(list)) ?? { list, count: 0 };
      entry.count++;
      counts.set(key(list), entry);
    }
    for (const { list, count } of counts.values()) if (fallback === undefined || count > counts.get(key(fallback))!.count) fallback = list;
  }
  const result = fallback ?? [];
  operations.forEach((op, i) => {
    const list = effective[i];
    if (list === undefined || key(list) === key(result)) delete op.auth;
    else op.auth = list;
  });
  return result;
}
