/**
 * `generator/import/pagination.ts`: which paging import finds from a list operation's query
 * parameters and response, as a given/want table of the shapes real APIs use, and what it must
 * leave alone. Every found `pagination` also passes the manifest's own checks (importOpenApi
 * validates its output).
 */
import { describe, expect, it } from 'vitest';
import { importOpenApi } from '../../generator/import/index.ts';

type Schema = Record<string, unknown>;
const query = (name: string, type = 'integer') => ({ name, in: 'query', schema: { type } });
const object = (properties: Record<string, Schema>): Schema => ({ type: 'object', properties });
const list = (item: Schema = object({ id: { type: 'string' } })): Schema => ({ type: 'array', items: item });

/** One GET /things with these query parameters and this 200 body, imported. */
function found(parameters: object[], body: Schema, method = 'get'): unknown {
  const doc = {
    openapi: '3.0.3',
    info: { title: 'Paging', version: '1' },
    paths: { '/things': { [method]: { operationId: 'listThings', parameters, responses: { 200: { description: 'ok', content: { 'application/json': { schema: body } } } } } } },
  };
  return importOpenApi(doc).manifest.operations[0]!.pagination;
}

const CASES: { name: string; parameters: object[]; body: Schema; want: unknown }[] = [
  {
    name: 'a page token answered by nextPageToken',
    parameters: [query('pageToken', 'string'), query('pageSize')],
    body: object({ items: list(), nextPageToken: { type: 'string' } }),
    want: { style: 'cursor', items: 'items', cursor: 'pageToken', nextCursor: 'nextPageToken' },
  },
  {
    name: "Stripe's starting_after, the last item's id, has_more",
    parameters: [query('starting_after', 'string'), query('limit')],
    body: object({ data: list(), has_more: { type: 'boolean' }, object: { type: 'string' }, url: { type: 'string' } }),
    want: { style: 'cursor', items: 'data', cursor: 'starting_after', cursorFromItem: 'id', hasMore: 'has_more' },
  },
  {
    name: "Stripe's search: a string page answered by next_page",
    parameters: [query('page', 'string'), query('limit')],
    body: object({ data: list(), has_more: { type: 'boolean' }, next_page: { type: 'string', nullable: true } }),
    want: { style: 'cursor', items: 'data', cursor: 'page', nextCursor: 'next_page', hasMore: 'has_more' },
  },
  {
    name: "Slack's cursor in response_metadata",
    parameters: [query('cursor', 'string'), query('limit')],
    body: object({ ok: { type: 'boolean' }, channels: list(), response_metadata: object({ next_cursor: { type: 'string' } }) }),
    want: { style: 'cursor', items: 'channels', cursor: 'cursor', nextCursor: 'response_metadata.next_cursor' },
  },
  {
    name: "Asana's offset token in next_page",
    parameters: [query('offset', 'string'), query('limit')],
    body: object({ data: list(), next_page: object({ offset: { type: 'string' }, path: { type: 'string' } }) }),
    want: { style: 'cursor', items: 'data', cursor: 'offset', nextCursor: 'next_page.offset' },
  },
  {
    name: 'a numeric offset and limit with a total',
    parameters: [query('offset'), query('limit')],
    body: object({ items: list(), total: { type: 'integer' }, limit: { type: 'integer' } }),
    want: { style: 'offset', items: 'items', offset: 'offset', limit: 'limit', total: 'total' },
  },
  {
    name: 'numbered pages of a bare array (GitHub)',
    parameters: [query('per_page'), query('page')],
    body: list(),
    want: { style: 'page', page: 'page', size: 'per_page' },
  },
  {
    name: 'numbered pages with a page count in meta',
    parameters: [query('page'), query('page_size')],
    body: object({ results: list(), meta: object({ total_pages: { type: 'integer' } }) }),
    want: { style: 'page', items: 'results', page: 'page', size: 'page_size', totalPages: 'meta.total_pages' },
  },
  {
    name: 'allOf parts merged (a paging object plus the items)',
    parameters: [query('offset'), query('limit')],
    body: { allOf: [object({ total: { type: 'integer' } }), object({ items: list() })] },
    want: { style: 'offset', items: 'items', offset: 'offset', limit: 'limit', total: 'total' },
  },
  {
    // Jira types startAt as text and answers a next-page URI beside the total: offsets, not a cursor.
    name: 'a text offset with a total, beside a next-page link, is an offset (Jira)',
    parameters: [query('startAt', 'string'), query('maxResults')],
    body: object({ values: list(), startAt: { type: 'integer' }, total: { type: 'integer' }, nextPage: { type: 'string', format: 'uri' } }),
    want: { style: 'offset', items: 'values', offset: 'startAt', limit: 'maxResults', total: 'total' },
  },
  { name: 'a next-page link is no cursor', parameters: [query('cursor', 'string')], body: object({ items: list(), nextPage: { type: 'string', format: 'uri' } }), want: undefined },
  { name: 'not a list: no pagination', parameters: [query('page'), query('per_page')], body: object({ id: { type: 'string' } }), want: undefined },
  { name: 'no paging parameter: no pagination', parameters: [query('filter', 'string')], body: object({ items: list() }), want: undefined },
  { name: 'a page without a size is not enough', parameters: [query('page')], body: list(), want: undefined },
  { name: 'a cursor with nowhere to read the next one from', parameters: [query('cursor', 'string')], body: object({ items: list() }), want: undefined },
];

describe('pagination import finds', () => {
  it.each(CASES)('$name', ({ parameters, body, want }) => {
    expect(found(parameters, body)).toEqual(want);
  });

  it('only on GET', () => {
    expect(found([query('offset'), query('limit')], object({ items: list(), total: { type: 'integer' } }), 'post')).toBeUndefined();
  });
});
