/**
 * The names APIs give the query parameter that sets a page's length (`limit`, `page_size`,
 * `perPage`, `maxResults`, …), compared without case, `_` or `-`. Import reads them to declare
 * `pagination.limit`/`size`; the mock reads them to serve a cursor-paged list (whose manifest
 * pagination names no size) in the length the request asks for.
 */
export const PAGE_SIZE_NAMES = ['limit', 'pagesize', 'perpage', 'count', 'maxresults', 'size', 'top', 'max'];

/** A parameter name as the lists above spell it. */
export const squashName = (name: string): string => name.toLowerCase().replace(/[_-]/g, '');

/** The name among `names` that reads as the earliest of `candidates` (squashed spellings). */
export function firstNamed(candidates: readonly string[], names: readonly string[]): string | undefined {
  return candidates.map((wanted) => names.find((name) => squashName(name) === wanted)).find((name) => name !== undefined);
}

/** The first of `names` that reads as a page-size parameter, in the order of PAGE_SIZE_NAMES. */
export function pageSizeName(names: readonly string[]): string | undefined {
  return firstNamed(PAGE_SIZE_NAMES, names);
}
