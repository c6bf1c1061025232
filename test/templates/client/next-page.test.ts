/**
 * `templates/client/core/next-page.ts`: the params of the next page, or none, for each paging
 * style, as given/want tables. The cases are where real APIs differ: how the last page is told
 * (an empty page, `has_more: false`, a total reached, a short page, an empty or repeated cursor).
 */
import { describe, expect, it } from 'vitest';
import { nextPageParams, pageItems, valueAt } from '../../../templates/client/core/next-page.ts';
import type { PaginationSpec } from '../../../templates/client/core/spec.ts';

const cursor: PaginationSpec = { style: 'cursor', items: 'items', cursorParam: 'pageToken', nextCursor: 'nextPageToken' };
const fromItem: PaginationSpec = { style: 'cursor', items: 'data', cursorParam: 'starting_after', cursorFromItem: 'id', hasMore: 'has_more' };
const nested: PaginationSpec = { style: 'cursor', items: 'data', cursorParam: 'cursor', nextCursor: 'meta.next_cursor' };
const offset: PaginationSpec = { style: 'offset', items: 'items', offsetParam: 'pageOffset', limitParam: 'pageSize', total: 'totalItemCount' };
const offsetNoTotal: PaginationSpec = { style: 'offset', items: 'items', offsetParam: 'offset', limitParam: 'limit' };
const pages: PaginationSpec = { style: 'page', items: '', pageParam: 'page', sizeParam: 'per_page' };
const pagesFromZero: PaginationSpec = { style: 'page', items: 'results', pageParam: 'page', firstPage: 0, totalPages: 'total_pages' };

const two = [{ id: 'a' }, { id: 'b' }];

const CASES: { name: string; spec: PaginationSpec; params: Record<string, unknown>; body: unknown; want: Record<string, unknown> | undefined }[] = [
  { name: 'cursor: the next token goes in the request', spec: cursor, params: { pageSize: 2 }, body: { items: two, nextPageToken: 't2' }, want: { pageSize: 2, pageToken: 't2' } },
  { name: 'cursor: a null token ends', spec: cursor, params: {}, body: { items: two, nextPageToken: null }, want: undefined },
  { name: 'cursor: an absent token ends', spec: cursor, params: {}, body: { items: two }, want: undefined },
  { name: 'cursor: an empty token ends', spec: cursor, params: {}, body: { items: two, nextPageToken: '' }, want: undefined },
  { name: 'cursor: a repeated token ends (no endless loop)', spec: cursor, params: { pageToken: 't2' }, body: { items: two, nextPageToken: 't2' }, want: undefined },
  { name: 'cursor: an empty page ends, whatever the token', spec: cursor, params: {}, body: { items: [], nextPageToken: 't9' }, want: undefined },
  { name: 'from item: the last id is the cursor', spec: fromItem, params: { limit: 2 }, body: { data: two, has_more: true }, want: { limit: 2, starting_after: 'b' } },
  { name: 'from item: has_more false ends', spec: fromItem, params: {}, body: { data: two, has_more: false }, want: undefined },
  { name: 'nested: a dotted path reaches the cursor', spec: nested, params: {}, body: { data: two, meta: { next_cursor: 'c2' } }, want: { cursor: 'c2' } },
  { name: 'offset: advances by the items received', spec: offset, params: { pageSize: 2 }, body: { items: two, totalItemCount: 5 }, want: { pageSize: 2, pageOffset: 2 } },
  { name: 'offset: from a given offset', spec: offset, params: { pageOffset: 2, pageSize: 2 }, body: { items: two, totalItemCount: 5 }, want: { pageOffset: 4, pageSize: 2 } },
  { name: 'offset: the total reached ends', spec: offset, params: { pageOffset: 3, pageSize: 2 }, body: { items: two, totalItemCount: 5 }, want: undefined },
  { name: 'offset: an offset sent as text still counts', spec: offset, params: { pageOffset: '2' }, body: { items: two, totalItemCount: 9 }, want: { pageOffset: 4 } },
  { name: 'offset without total: a full page goes on', spec: offsetNoTotal, params: { limit: 2 }, body: { items: two }, want: { limit: 2, offset: 2 } },
  { name: 'offset without total: a short page ends', spec: offsetNoTotal, params: { limit: 3 }, body: { items: two }, want: undefined },
  { name: 'page: a bare array, the next page number', spec: pages, params: { per_page: 2 }, body: two, want: { per_page: 2, page: 2 } },
  { name: 'page: counts on from the page sent', spec: pages, params: { page: 4, per_page: 2 }, body: two, want: { page: 5, per_page: 2 } },
  { name: 'page: a short page ends', spec: pages, params: { per_page: 3 }, body: two, want: undefined },
  { name: 'page: an empty page ends', spec: pages, params: {}, body: [], want: undefined },
  { name: 'page from 0: the first page is 0', spec: pagesFromZero, params: {}, body: { results: two, total_pages: 3 }, want: { page: 1 } },
  { name: 'page from 0: the last of total_pages ends', spec: pagesFromZero, params: { page: 2 }, body: { results: two, total_pages: 3 }, want: undefined },
  { name: 'a body without the items field is an empty, last page', spec: cursor, params: {}, body: { nextPageToken: 't' }, want: undefined },
  { name: 'a body that is not JSON data is a last page', spec: cursor, params: {}, body: 'oops', want: undefined },
];

describe('nextPageParams', () => {
  it.each(CASES)('$name', ({ spec, params, body, want }) => {
    expect(nextPageParams(spec, params, body)).toEqual(want);
  });

  it('never changes the params it was given', () => {
    const params = { pageSize: 2 };
    nextPageParams(cursor, params, { items: two, nextPageToken: 't2' });
    expect(params).toEqual({ pageSize: 2 });
  });
});

describe('pageItems and valueAt', () => {
  it.each([
    { path: '', value: [1], want: [1] },
    { path: 'a.b', value: { a: { b: 2 } }, want: 2 },
    { path: 'a.b', value: { a: null }, want: undefined },
    { path: 'constructor', value: {}, want: undefined },
    { path: '__proto__', value: {}, want: undefined },
  ])('valueAt($path)', ({ path, value, want }) => {
    expect(valueAt(value, path)).toEqual(want);
  });

  it('reads the items at their path, and no items where there is no list', () => {
    expect(pageItems(nested, { data: two })).toEqual(two);
    expect(pageItems(nested, { data: 'x' })).toEqual([]);
    expect(pageItems(pages, two)).toEqual(two);
  });
});
