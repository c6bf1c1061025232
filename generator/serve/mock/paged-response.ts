/**
 * One page of a mocked list (`operations[].pagination`): a fixed collection served in the pages
 * the request asks for, with the paging fields a client follows set to match, so walking the
 * pages yields every item once: the next cursor (an opaque token, or the last item's field for
 * `cursorFromItem`), `hasMore`, the `total` and `totalPages`.
 */
import type { Pagination } from '../../ir/types.ts';

const DEFAULT_PAGE_SIZE = 10;

/** The next-cursor field's declared type, which the cursors written there must have. */
export interface CursorField {
  /** An integer or number: cursors are item indexes, not opaque text. */
  numeric: boolean;
  optional: boolean;
  nullable: boolean;
}

/**
 * `cursorSizeParam`: for a cursor-paged list, the params key of the operation's page-size query
 * parameter (`limit`, `page_size`, …; see ir/page-size-names.ts), which the manifest's cursor
 * pagination does not name; without one, pages are DEFAULT_PAGE_SIZE long.
 */
export function pagedResponse(
  pagination: Pagination,
  template: unknown,
  collection: unknown[],
  query: Record<string, unknown>,
  cursorSizeParam?: string,
  cursorField: CursorField = { numeric: false, optional: false, nullable: false },
): unknown {
  const items = pagination.style === 'cursor' && pagination.cursorFromItem !== undefined ? withCursorField(collection, pagination.cursorFromItem) : collection;
  const { start, size } = window(pagination, query, items, cursorSizeParam);
  const page = items.slice(start, start + size);
  const next = start + page.length;
  const more = next < items.length;
  const body = clone(template);
  const root = setAt(body, pagination.items, page);
  if (pagination.hasMore !== undefined) setAt(root, pagination.hasMore, more);
  switch (pagination.style) {
    case 'cursor':
      if (pagination.nextCursor !== undefined) setAt(root, pagination.nextCursor, nextCursor(cursorField, more, next, items.length));
      break;
    case 'offset':
      if (pagination.total !== undefined) setAt(root, pagination.total, items.length);
      break;
    case 'page':
      if (pagination.totalPages !== undefined) setAt(root, pagination.totalPages, Math.ceil(items.length / size));
      break;
  }
  return root;
}

/** Where the requested page starts and how long it is. */
function window(pagination: Pagination, query: Record<string, unknown>, items: unknown[], cursorSizeParam: string | undefined): { start: number; size: number } {
  switch (pagination.style) {
    case 'cursor': {
      const cursor = query[pagination.cursorParam];
      // A size of 0 would never move on: the client would see the same cursor again and stop.
      const size = Math.max(1, count(cursorSizeParam && query[cursorSizeParam], DEFAULT_PAGE_SIZE));
      if (cursor === undefined || cursor === '') return { start: 0, size };
      if (pagination.cursorFromItem !== undefined) {
        const at = items.findIndex((item) => String((item as Record<string, unknown>)[pagination.cursorFromItem!]) === String(cursor));
        return { start: at + 1, size };
      }
      return { start: indexOf(String(cursor)), size };
    }
    case 'offset':
      return { start: count(query[pagination.offsetParam], 0), size: count(pagination.limitParam && query[pagination.limitParam], DEFAULT_PAGE_SIZE) };
    case 'page': {
      // As for cursors; and a size of 0 made the page count infinite (Billbee's pageSize=0).
      const size = Math.max(1, count(pagination.sizeParam && query[pagination.sizeParam], DEFAULT_PAGE_SIZE));
      const page = count(query[pagination.pageParam], pagination.firstPage ?? 1) - (pagination.firstPage ?? 1);
      return { start: Math.max(0, page) * size, size };
    }
  }
}

/** `cursorFromItem` needs a distinct value per item: the mock numbers them. */
function withCursorField(collection: unknown[], field: string): unknown[] {
  return collection.map((item, index) => {
    if (item === null || typeof item !== 'object') return item;
    const current = (item as Record<string, unknown>)[field];
    return { ...item, [field]: typeof current === 'number' ? index + 1 : `item_${String(index + 1).padStart(4, '0')}` };
  });
}

/**
 * The cursor of the page starting at item `next`, or the field's end-of-list value: left out
 * when optional, null when nullable, '' for text; a required number points past the last item,
 * whose page is empty and names the same cursor again, where a client stops.
 */
function nextCursor(field: CursorField, more: boolean, next: number, length: number): unknown {
  // '' (not null) suits a non-nullable string too.
  if (!field.numeric) return more ? cursorOf(next) : '';
  if (more) return next;
  if (field.optional) return undefined;
  return field.nullable ? null : length;
}

const cursorOf = (index: number) => Buffer.from(`mock:${index}`).toString('base64url');

/** Where a cursor points: an index for numeric cursors (text in a query, or already a number), else an opaque token. */
function indexOf(cursor: string): number {
  if (/^\d+$/.test(cursor)) return Number(cursor);
  const match = /^mock:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : 0;
}

function count(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? Math.min(number, 1000) : fallback;
}

/** Set the value at a dotted path, creating objects on the way; `''` replaces the root. */
function setAt(root: unknown, path: string, value: unknown): unknown {
  if (path === '') return value;
  const base = root !== null && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  const steps = path.split('.');
  let current = base;
  for (const step of steps.slice(0, -1)) {
    const next = current[step];
    current = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : (current[step] = {});
  }
  current[steps.at(-1)!] = value;
  return base;
}

function clone(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}
