/**
 * Where a page's items are and what the next page's params are, from an operation's
 * `PaginationSpec` (manifest: `operations[].pagination`). Pure functions of the params sent and
 * the body received, so each paging style is a table of cases in the tests.
 */
import type { PaginationSpec } from './spec.ts';

type Params = Record<string, unknown>;

/** The value at a dotted path (`meta.next_cursor`); `''` is the value itself. */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The page's items; an absent or non-array field is an empty page. */
export function pageItems(spec: PaginationSpec, body: unknown): unknown[] {
  const items = valueAt(body, spec.items);
  return Array.isArray(items) ? items : [];
}

/** The params of the page after this one, or `undefined` when this is the last page. */
export function nextPageParams(spec: PaginationSpec, params: Params, body: unknown): Params | undefined {
  const items = pageItems(spec, body);
  if (items.length === 0) return undefined;
  if (spec.hasMore !== undefined && valueAt(body, spec.hasMore) === false) return undefined;
  switch (spec.style) {
    case 'cursor': {
      const cursor = spec.cursorFromItem !== undefined ? valueAt(items[items.length - 1], spec.cursorFromItem) : valueAt(body, spec.nextCursor ?? '');
      if (cursor === undefined || cursor === null || cursor === '' || cursor === params[spec.cursorParam]) return undefined;
      return { ...params, [spec.cursorParam]: cursor };
    }
    case 'offset': {
      const offset = numberOr(params[spec.offsetParam], 0) + items.length;
      const total = spec.total !== undefined ? valueAt(body, spec.total) : undefined;
      if (typeof total === 'number' && offset >= total) return undefined;
      if (isShort(items, params, spec.limitParam)) return undefined;
      return { ...params, [spec.offsetParam]: offset };
    }
    case 'page': {
      const page = numberOr(params[spec.pageParam], spec.firstPage ?? 1);
      const totalPages = spec.totalPages !== undefined ? valueAt(body, spec.totalPages) : undefined;
      if (typeof totalPages === 'number' && page - (spec.firstPage ?? 1) + 1 >= totalPages) return undefined;
      if (isShort(items, params, spec.sizeParam)) return undefined;
      return { ...params, [spec.pageParam]: page + 1 };
    }
  }
}

/** Fewer items than the page size the request asked for: the server had no more. */
function isShort(items: unknown[], params: Params, sizeParam: string | undefined): boolean {
  if (sizeParam === undefined) return false;
  const size = numberOr(params[sizeParam], undefined);
  return size !== undefined && items.length < size;
}

function numberOr<T extends number | undefined>(value: unknown, fallback: T): number | T {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}
