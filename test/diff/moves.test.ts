/**
 * Operations are matched by method and route first, then by name: an operation renamed on the
 * same route and one moved to another path under the same operationId are each one entry naming
 * the old and the new client method, not a removal plus an addition. A dropped `format` is not
 * breaking on a request field and is on a response field. And `sdkgen diff` prints the
 * importer's warnings only when asked (`--warnings`).
 */
import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';
import { runDiff } from '../../generator/cli/diff-command.ts';
import { type Change, diffApis, formatDiffReport } from '../../generator/diff/index.ts';
import { loadInput } from '../../generator/import/load-input.ts';
import { PROJECT_ROOT } from '../helpers/tmp.ts';

const side = (name: string) => join(PROJECT_ROOT, 'test/fixtures/openapi/diff', name);

function change(kind: string, breaking: boolean, where: string, message: string, operations: string[], methods: string[]): Change {
  return {
    kind: kind as Change['kind'],
    breaking,
    bump: breaking ? 'major' : 'minor',
    operations,
    where,
    message,
    client: methods.map((m) => `client.pets.${m}`),
    server: methods.map((m) => `handlers.${m}`),
  };
}

describe('diff moves-v1 → moves-v2', async () => {
  const report = diffApis(await loadInput(side('moves-v1.yaml')), await loadInput(side('moves-v2.yaml')));

  it('reports the rename, the move and the dropped formats exactly', () => {
    expect(report).toEqual({
      old: { id: 'pets', title: 'Pets', operations: 4, versions: [1] },
      new: { id: 'pets', title: 'Pets', operations: 4, versions: [1] },
      bump: 'major',
      summary: { breaking: 3, nonBreaking: 1, added: 0, removed: 0, renamed: 1, moved: 1 },
      changes: [
        change('response-type-widened', true, 'Pet.id', 'format uuid dropped: any string now', ['list_pets', 'create_pet', 'fetch_pet'], ['listPets', 'createPet', 'getPet']),
        change('operation-renamed', true, 'GET /pets/{petId}', 'get_pet was renamed fetch_pet (client method client.pets.getPet is now client.pets.fetchPet)', ['fetch_pet'], ['getPet']),
        change('operation-route-moved', true, 'GET /pets/{petId}/owner', 'get_owner moved from GET /pets/{petId}/owner to GET /owners/{petId} (client method client.pets.getOwner, unchanged)', ['get_owner'], ['getOwner']),
        change('request-type-widened', false, 'NewPet.ownerId', 'format uuid dropped: any string now', ['create_pet'], ['createPet']),
      ],
    });
  });

  it('renders as text (file snapshot)', async () => {
    await expect(formatDiffReport(report, 'text')).toMatchFileSnapshot('__snapshots__/moves-v1-v2.txt');
  });

  it('renders as a CHANGELOG entry (file snapshot)', async () => {
    await expect(formatDiffReport(report, 'markdown')).toMatchFileSnapshot('__snapshots__/moves-v1-v2.md');
  });
});

/** Runs `sdkgen diff` on two OpenAPI sides with importer warnings (shelter has 68) and returns stderr. */
async function diffStderr(...flags: string[]): Promise<string[]> {
  const stderr: string[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void stderr.push(line));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const shelter = join(PROJECT_ROOT, 'test/fixtures/openapi/shelter-3.1.yaml');
    expect(await runDiff([shelter, shelter, ...flags])).toBe(0);
  } finally {
    error.mockRestore();
    write.mockRestore();
  }
  return stderr;
}

describe('importer warnings in sdkgen diff', () => {
  it('are not printed by default', async () => {
    expect(await diffStderr()).toEqual([]);
  });

  it('are printed grouped by kind with --warnings, once per side', async () => {
    const stderr = await diffStderr('--warnings');
    expect(stderr.filter((line) => line.startsWith('warning'))).toHaveLength(2 * 38);
    expect(stderr[0]).toBe('warning (11×): schema keyword "…" is not supported; ignored');
  });
});
