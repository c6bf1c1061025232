/**
 * A paginated operation's examples iterate (test/fixtures/manifests/pagination.yaml): the
 * reference docs (Markdown and HTML) and the client's JSDoc show a `for await` loop over every
 * item, while an operation that does not page keeps `const result = await ...`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { emitClient } from '../../../generator/emit/client/index.ts';
import { emitDocs } from '../../../generator/emit/docs/index.ts';
import type { EmittedFile } from '../../../generator/emit/types.ts';
import { loadApi } from '../../../generator/ir/build.ts';

let docs: EmittedFile[];
let client: EmittedFile[];
beforeAll(async () => {
  const api = await loadApi('test/fixtures/manifests/pagination.yaml');
  docs = emitDocs(api);
  client = emitClient(api);
});

const file = (files: EmittedFile[], path: string) => files.find((candidate) => candidate.path === path)!.content;

describe('examples of paginated operations', () => {
  it('loop over every item in the Markdown and HTML docs', () => {
    expect(file(docs, 'docs/projects.md')).toContain('for await (const item of client.projects.listProjects()) {\n  console.log(item);\n}');
    expect(file(docs, 'docs/html/index.html')).toContain('for await (const item of client.charges.listCharges()) {');
  });

  it('loop in the JSDoc of the method and the standalone function', () => {
    const group = file(client, 'client/src/resources/samples.ts');
    expect(group).toContain('for await (const item of client.samples.listSamples()) {');
    expect(file(client, 'client/src/operations/samples.ts')).toContain('for await (const item of listSamples(client)) {');
  });

  it('keep the plain await for an operation that does not page', async () => {
    const plain = emitDocs(await loadApi('test/fixtures/manifests/minimal.yaml'));
    const markdown = plain.filter((candidate) => candidate.path.endsWith('.md')).map((candidate) => candidate.content).join('\n');
    expect(markdown).toContain('const result = await client.');
    expect(markdown).not.toContain('for await');
  });
});
