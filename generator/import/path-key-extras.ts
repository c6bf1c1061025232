/**
 * What follows the path in an OpenAPI `paths` key: a `#fragment` or a `?query`. Neither belongs
 * there (a fragment never reaches the server), but generators use them to tell apart operations
 * that share a path: bare names (`/{Bucket}#tagging`, `/{Bucket}/{Key}#uploadId`, usually
 * required query parameters or headers the request carries: collect-operations.ts decides which
 * select the operation by their presence and drops the others), and constant values
 * (`/#X-Target=Service.Operation`, `/#Action=Describe`, `/?Action=Describe&Version=1`) that
 * select it by a header or query value (match-from-path-key.ts decides header or query). Both
 * become `operations[].match`. Anything else is refused.
 */

import { PRESENCE_NAME } from '../manifest/operation-match.ts';

export type PathKeyExtras =
  | { kind: 'none' }
  /** `pairs` are the `name=value` constants, `names` the bare names (`#operation=batch-create&x-bearer`); either may be empty, not both. */
  | { kind: 'selectors'; path: string; marker: '#' | '?'; pairs: [name: string, value: string][]; names: string[] }
  | { kind: 'refused'; reason: string };

/** One `name=value` constant: a token-like name and a non-empty value without `&` or `=`. */
const PAIR = /^([A-Za-z_][A-Za-z0-9_.-]*)=([^&=]+)$/;

export function pathKeyExtras(raw: string): PathKeyExtras {
  const hash = raw.indexOf('#');
  const question = raw.indexOf('?');
  if (hash === -1 && question === -1) return { kind: 'none' };
  const at = question !== -1 && (hash === -1 || question < hash) ? question : hash;
  const marker = raw[at] as '#' | '?';
  const path = raw.slice(0, at);
  const extra = raw.slice(at + 1);
  const what = marker === '#' ? `its fragment ${JSON.stringify(`#${extra}`)}` : `its query part ${JSON.stringify(`?${extra}`)}`;
  const pairs: [string, string][] = [];
  const names: string[] = [];
  for (const part of extra.split('&')) {
    // A bare parameter name: what a `match` presence may be, so exported keys read back.
    if (PRESENCE_NAME.test(part)) {
      // Named twice, it selects once.
      if (!names.includes(part)) names.push(part);
      continue;
    }
    const found = PAIR.exec(part);
    if (!found) return { kind: 'refused', reason: `${what} is neither parameter names nor name=value constants` };
    const value = safeDecode(found[2]!);
    if (value === undefined) return { kind: 'refused', reason: `${what} holds a malformed escape` };
    if (pairs.some(([name]) => name.toLowerCase() === found[1]!.toLowerCase())) return { kind: 'refused', reason: `${what} names ${found[1]} twice` };
    pairs.push([found[1]!, value]);
  }
  return { kind: 'selectors', path, marker, pairs, names };
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
