/**
 * Paginated lists are typed (test/fixtures/manifests/pagination.yaml), under `tsc --strict` with
 * the client's own tsconfig: `for await` yields the list's item type, awaiting gives the response
 * body with the paging methods, `.pages()` yields pages, and `<Op>Item` names the item. Each
 * `@ts-expect-error` line must fail to compile, or tsc reports the directive as unused.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emitClient } from '../../../generator/emit/client/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { type EmittedPackage, typeCheck, writePackage } from './support/emitted-package.ts';

let emitted: EmittedPackage;
beforeAll(async () => {
  emitted = writePackage(emitClient(await loadApi('test/fixtures/manifests/pagination.yaml')));
}, 60_000);
afterAll(() => emitted.remove());

const usage = `
import { type Charge, type Event, listRepos, type ListReposItem, PagesClient, type Project, type ProjectList, type Repo, type Sample } from './index.ts';

const client = new PagesClient({ apiKey: 'k' });

for await (const project of client.projects.listProjects({ pageSize: 50 })) {
  const typed: Project = project;
  // @ts-expect-error a project has no amount
  project.amount;
}
for await (const charge of client.charges.listCharges()) { const typed: Charge = charge; }
for await (const sample of client.samples.listSamples()) { const typed: Sample = sample; }
for await (const event of client.events.listEvents()) { const typed: Event = event; }
// A bare array's element, and the standalone function alike.
for await (const repo of listRepos(client, { per_page: 100 })) { const typed: Repo = repo; }
const item: ListReposItem = { name: 'r' };

// Awaiting gives the first page: the body's own fields, and the paging methods.
const first = await client.projects.listProjects();
const body: ProjectList = first;
const token: string | null | undefined = first.nextPageToken;
const more: boolean = first.hasNextPage();
const onPage: Project[] = first.getPaginatedItems();
const second = await first.getNextPage();
const again: Project[] = second.items;
// @ts-expect-error a page of projects is not a page of charges
const charges: Charge[] = first.getPaginatedItems();

for await (const page of client.samples.listSamples().pages()) {
  const total: number = page.totalItemCount;
}
// @ts-expect-error pageSize is a number
client.projects.listProjects({ pageSize: 'ten' });

export { item, body, token, more, onPage, again, charges };
`;

it('types the items, pages and first page of every paging style', async () => {
  emitted.write('client/src/usage.ts', usage);
  const result = await typeCheck(emitted.client);
  expect(result.output).toBe('');
  expect(result.code).toBe(0);
}, 60_000);

it('reports an item of the wrong type as an error (the test can fail)', async () => {
  emitted.write('client/src/usage.ts', `import { PagesClient, type Charge } from './index.ts';\nfor await (const p of new PagesClient({ apiKey: 'k' }).projects.listProjects()) { const c: Charge = p; }\n`);
  const result = await typeCheck(emitted.client);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain("Property 'amount' is missing in type 'Project'");
}, 60_000);
