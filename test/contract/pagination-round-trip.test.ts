/**
 * Pagination (test/fixtures/manifests/pagination.yaml) over loopback HTTP: the generated client
 * pages through lists the generated server serves in each style real APIs use (a cursor, the
 * last item's id, an offset with a total, numbered pages of a bare array, a nested cursor).
 * `for await` yields every item exactly once, in order, with one request per page; `.pages()`,
 * `hasNextPage()` and `getNextPage()` agree with it; awaiting gives the first page's body.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateApi, type GeneratedApi } from './support/generated-api.ts';

const KEY = 'pages-key';
const TOTAL = 23;
const ids = Array.from({ length: TOTAL }, (_, index) => `id${String(index).padStart(2, '0')}`);

type Query = Record<string, string | number | undefined>;
type Input = { query: Query };
type Page = Record<string, unknown> & {
  getPaginatedItems(): unknown[];
  hasNextPage(): boolean;
  getNextPage(): PromiseLike<Page>;
};
type Paged = PromiseLike<Page> & AsyncIterable<unknown> & { pages(): AsyncIterable<Page> };
type PagesClient = Record<string, Record<string, (params?: object) => Paged>>;

/** The slice of `ids` from `start`, `size` long. */
const slice = (start: number, size: number) => ids.slice(start, start + size);

let generated: GeneratedApi;
let server: Server;
let client: PagesClient;
let requests: string[] = [];

beforeAll(async () => {
  generated = await generateApi('test/fixtures/manifests/pagination.yaml', ['client', 'server']);
  const { createHandler } = await generated.importServer<{ createHandler: (handlers: object, options: object) => (req: unknown, res: unknown) => void }>();
  const handlers = {
    // The cursor is the index of the next item, as text.
    listProjects({ query }: Input) {
      const start = Number(query.pageToken ?? 0);
      const page = slice(start, Number(query.pageSize ?? 10));
      const next = start + page.length;
      return { items: page.map((id) => ({ id, name: `Project ${id}` })), ...(next < TOTAL ? { nextPageToken: String(next) } : { nextPageToken: null }) };
    },
    listCharges({ query }: Input) {
      const start = query.starting_after === undefined ? 0 : ids.indexOf(String(query.starting_after)) + 1;
      const page = slice(start, Number(query.limit ?? 10));
      return { data: page.map((id, index) => ({ id, amount: start + index })), has_more: start + page.length < TOTAL };
    },
    listSamples({ query }: Input) {
      const page = slice(Number(query.pageOffset ?? 0), Number(query.pageSize ?? 10));
      return { items: page.map((id) => ({ id })), totalItemCount: TOTAL };
    },
    // GitHub: pages count from 1; a short page is the last.
    listRepos({ query }: Input) {
      const size = Number(query.per_page ?? 30);
      return slice((Number(query.page ?? 1) - 1) * size, size).map((name) => ({ name }));
    },
    // A cursor that stays present but empty on the last page.
    listEvents({ query }: Input) {
      const start = query.cursor === undefined ? 0 : Number(String(query.cursor).slice(1));
      const page = slice(start, 5);
      const next = start + page.length;
      return { data: page.map((code) => ({ code })), meta: { next_cursor: next < TOTAL ? `c${next}` : '' } };
    },
  };
  const listener = createHandler(handlers, { verifyApiKey: (key: string) => (key === KEY ? { subject: 'pages' } : null) });
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { PagesClient } = await generated.importClient<{ PagesClient: new (options: object) => PagesClient }>();
  client = new PagesClient({ apiKey: KEY, baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, maxRetries: 0 });
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  generated?.remove();
});

beforeEach(() => {
  requests = [];
});

const idOf = (item: unknown): string => {
  const record = item as Record<string, string>;
  return record.id ?? record.name ?? record.code!;
};

async function collect(list: Paged): Promise<string[]> {
  const seen: string[] = [];
  for await (const item of list) seen.push(idOf(item));
  return seen;
}

const CASES = [
  { style: 'cursor (pageToken → nextPageToken)', call: () => client.projects!.listProjects!({ pageSize: 10 }), pages: 3, second: '/v1/projects?pageToken=10&pageSize=10' },
  { style: 'cursor from the last item (starting_after, has_more)', call: () => client.charges!.listCharges!({ limit: 10 }), pages: 3, second: '/v1/charges?starting_after=id09&limit=10' },
  { style: 'offset and limit with a total', call: () => client.samples!.listSamples!({ pageSize: 10 }), pages: 3, second: '/v1/samples?pageOffset=10&pageSize=10' },
  // 23 items in pages of 5: the fifth page is short (3), so no sixth request is made.
  { style: 'numbered pages of a bare array', call: () => client.repos!.listRepos!({ per_page: 5 }), pages: 5, second: '/v1/repos?page=2&per_page=5' },
  // Pages of 5 with a nested cursor; the last page's cursor is empty.
  { style: 'nested cursor (meta.next_cursor)', call: () => client.events!.listEvents!(), pages: 5, second: '/v1/events?cursor=c5' },
] as const;

describe('auto-pagination against the generated server', () => {
  for (const { style, call, pages, second } of CASES) {
    it(`${style}: for await yields all ${TOTAL} items once, in order, one request per page`, async () => {
      expect(await collect(call())).toEqual(ids);
      expect(requests).toHaveLength(pages);
      expect(requests[1]).toBe(second);
    });

    it(`${style}: pages(), hasNextPage() and getNextPage() agree`, async () => {
      const sizes: number[] = [];
      for await (const page of call().pages()) sizes.push(page.getPaginatedItems().length);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(TOTAL);
      expect(sizes).toHaveLength(pages);

      requests = [];
      let page = await call();
      let walked = page.getPaginatedItems().length;
      while (page.hasNextPage()) {
        page = await page.getNextPage();
        walked += page.getPaginatedItems().length;
      }
      expect(walked).toBe(TOTAL);
      expect(requests).toHaveLength(pages);
      expect(() => page.getNextPage()).toThrow(/no page after this one/);
    });
  }

  it('awaiting gives the first page: the body as JSON, with the paging methods hidden from it', async () => {
    const page = await client.projects!.listProjects!({ pageSize: 2 });
    expect(JSON.parse(JSON.stringify(page))).toEqual({ items: [{ id: 'id00', name: 'Project id00' }, { id: 'id01', name: 'Project id01' }], nextPageToken: '2' });
    expect(Object.keys(page)).toEqual(['items', 'nextPageToken']);
    expect(page.hasNextPage()).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('stops early when the loop breaks: no page is fetched that the loop does not reach', async () => {
    const seen: string[] = [];
    for await (const item of client.samples!.listSamples!({ pageSize: 10 })) {
      seen.push(idOf(item));
      if (seen.length === 12) break;
    }
    expect(seen).toEqual(ids.slice(0, 12));
    expect(requests).toHaveLength(2);
  });

  it('starts where the params say: a later offset pages from there', async () => {
    expect(await collect(client.samples!.listSamples!({ pageOffset: 20, pageSize: 10 }))).toEqual(ids.slice(20));
    expect(requests).toEqual(['/v1/samples?pageOffset=20&pageSize=10']);
  });
});
