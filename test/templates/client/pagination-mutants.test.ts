/**
 * Paged list operations (templates/client/core/pagination.ts) against a loopback server that
 * serves three pages by cursor: awaiting gives the first page with its paging methods, `for
 * await` every item, `.pages()` every page, each fetched as the loop asks. Also the last page,
 * bodies that are arrays or no object at all, failures, and a spec that does not page.
 */
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../../../templates/client/core/errors.ts';
import { paginate } from '../../../templates/client/core/pagination.ts';
import type { OperationSpec, PaginationSpec } from '../../../templates/client/core/spec.ts';
import { makeClient, operation } from './support/api.ts';
import type { Handler } from './support/server.ts';
import { useTestServer } from './support/server.ts';

const server = useTestServer();
const direct = { credentials: { ApiKeyAuth: 'key-1' }, exchangeApiKey: false, maxRetries: 0 };

const list = (pagination: PaginationSpec | undefined, extra: Partial<OperationSpec> = {}) =>
  operation({ name: 'list_things', method: 'GET', path: '/things', query: [{ key: 'cursor', name: 'cursor' }, { key: 'limit', name: 'limit' }], pagination, ...extra });

const byCursor: PaginationSpec = { style: 'cursor', items: 'items', cursorParam: 'cursor', nextCursor: 'next' };

/** Three pages: a, b | c, d | e, chained by cursor. */
const threePages: Handler = (request) => {
  const pages: Record<string, unknown> = {
    '': { items: ['a', 'b'], next: 'p2' },
    p2: { items: ['c', 'd'], next: 'p3' },
    p3: { items: ['e'], next: null },
  };
  return { json: pages[request.query.get('cursor') ?? ''] };
};

type Body = { items: string[]; next: string | null };

function first(op = list(byCursor), params: object = { limit: 2 }) {
  const { client } = makeClient(server().url, direct);
  return paginate<Body, string>(client, op, params);
}

describe('a paged list', () => {
  it('awaiting it gives the first page, its items and the way on', async () => {
    server().reset(threePages);
    const page = await first();
    expect(page.items).toEqual(['a', 'b']);
    expect(page.getPaginatedItems()).toEqual(['a', 'b']);
    expect(page.hasNextPage()).toBe(true);
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/things?limit=2']);
    const second = await page.getNextPage();
    expect(second.getPaginatedItems()).toEqual(['c', 'd']);
    expect(server().requests.map((request) => request.rawPath)).toEqual(['/things?limit=2', '/things?cursor=p2&limit=2']);
  });

  it('the last page has no next one, and says so when asked for it', async () => {
    server().reset(threePages);
    const last = await (await (await first()).getNextPage()).getNextPage();
    expect(last.getPaginatedItems()).toEqual(['e']);
    expect(last.hasNextPage()).toBe(false);
    expect(() => last.getNextPage()).toThrow(new Error('list_things: there is no page after this one; check hasNextPage() first'));
  });

  it('for await gives every item of every page', async () => {
    server().reset(threePages);
    const items: string[] = [];
    for await (const item of first()) items.push(item);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(server().requests).toHaveLength(3);
  });

  it('a page iterates from itself on', async () => {
    server().reset(threePages);
    const second = await (await first()).getNextPage();
    const items: string[] = [];
    for await (const item of second) items.push(item);
    expect(items).toEqual(['c', 'd', 'e']);
  });

  it('.pages() gives every page, fetched only as the loop asks', async () => {
    server().reset(threePages);
    const seen: string[][] = [];
    for await (const page of first().pages()) {
      seen.push(page.getPaginatedItems());
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([['a', 'b'], ['c', 'd']]);
    expect(server().requests).toHaveLength(2);
  });

  it('the paging methods stay out of JSON and keys, but can be replaced like fields', async () => {
    server().reset(threePages);
    const page = await first();
    expect(JSON.parse(JSON.stringify(page))).toEqual({ items: ['a', 'b'], next: 'p2' });
    expect(Object.keys(page)).toEqual(['items', 'next']);
    for (const name of ['getPaginatedItems', 'hasNextPage', 'getNextPage', Symbol.asyncIterator]) {
      expect(Object.getOwnPropertyDescriptor(page, name)).toMatchObject({ enumerable: false, configurable: true, writable: true });
    }
  });

  it('withResponse and asResponse give the first response', async () => {
    server().reset(threePages);
    const { data, response } = await first().withResponse();
    expect(data.getPaginatedItems()).toEqual(['a', 'b']);
    expect(response.status).toBe(200);
    const raw = await first().asResponse();
    expect(await raw.json()).toEqual({ items: ['a', 'b'], next: 'p2' });
  });
});

describe('bodies of other shapes', () => {
  it('a bare array is the page', async () => {
    server().reset((request) => ({ json: request.query.get('page') === '2' ? ['c'] : ['a', 'b'] }));
    const op = list({ style: 'page', items: '', pageParam: 'page', sizeParam: 'limit' }, { query: [{ key: 'page', name: 'page' }, { key: 'limit', name: 'limit' }] });
    const page = await first(op, { limit: 2 });
    expect(Array.isArray(page)).toBe(true);
    expect([...(page as unknown as string[])]).toEqual(['a', 'b']);
    const items: string[] = [];
    for await (const item of first(op, { limit: 2 })) items.push(item);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('no content is a last page without items', async () => {
    server().reset(() => ({ status: 204 }));
    const page = await first();
    expect(page.getPaginatedItems()).toEqual([]);
    expect(page.hasNextPage()).toBe(false);
  });
});

describe('failures', () => {
  it('a failed first page rejects the await, catch and finally', async () => {
    server().reset(() => ({ status: 500, json: { title: 'broken' } }));
    await expect(first()).rejects.toBeInstanceOf(ProblemError);
    expect(await first().catch((error: unknown) => (error as Error).name)).toBe('ProblemError');
    let settled = false;
    await first()
      .finally(() => (settled = true))
      .catch(() => undefined);
    expect(settled).toBe(true);
  });

  it('an operation without paging is refused', () => {
    const { client } = makeClient(server().url, direct);
    expect(() => paginate(client, list(undefined), {})).toThrow(new TypeError('list_things does not page its results'));
  });
});
