/**
 * What follows the path in an OpenAPI `paths` key: a `#fragment` or a `?query`. Neither belongs
 * there (a fragment never reaches the server), but generators use them to tell apart operations
 * that share a path: bare names (`/tags/{arn}#tagKeys`, usually the required query parameters
 * that tell them apart), which are dropped, leaving the route check to skip an operation whose
 * method and path another one already has, or constant values
 * (`/#X-Target=Service.Operation`, `/#Action=Describe`, `/?Action=Describe&Version=1`)
 * that select the operation by a header or query value. The manifest routes by method and path
 * only, so a path carrying constants is refused and its operations are skipped.
 */

export type PathKeyExtras =
  | { kind: 'none' }
  | { kind: 'dropped'; path: string; fragment: string }
  | { kind: 'refused'; reason: string };

/** A fragment of `&`-separated parameter names, nothing else. */
const NAMES_ONLY = /^[A-Za-z_][A-Za-z0-9_.-]*(?:&[A-Za-z_][A-Za-z0-9_.-]*)*$/;

export function pathKeyExtras(raw: string): PathKeyExtras {
  const hash = raw.indexOf('#');
  const question = raw.indexOf('?');
  if (hash === -1 && question === -1) return { kind: 'none' };
  if (question !== -1 && (hash === -1 || question < hash)) {
    return {
      kind: 'refused',
      reason: `its query part ${JSON.stringify(raw.slice(question))} selects operations by query values, and the manifest routes by method and path only`,
    };
  }
  const fragment = raw.slice(hash + 1);
  if (NAMES_ONLY.test(fragment)) return { kind: 'dropped', path: raw.slice(0, hash), fragment };
  return {
    kind: 'refused',
    reason: `its fragment ${JSON.stringify(`#${fragment}`)} selects operations by a header or query value, and the manifest routes by method and path only`,
  };
}
