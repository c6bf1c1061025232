/** An operation that takes no credentials (`auth: []`) exports `security: []` and says so in words. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { emitDocs } from '../../../generator/emit/docs/index.ts';
import { emitOpenApi } from '../../../generator/emit/openapi/index.ts';
import { loadApi } from '../../../generator/ir/build.ts';
import { MINIMAL_MANIFEST, tempDir } from '../../helpers/tmp.ts';

it('exports an unauthenticated operation with empty security and "none" in the docs', async () => {
  const manifest = join(tempDir('no-auth'), 'open.yaml');
  const open = '  - name: get_health\n    method: GET\n    path: /api/health\n    group: Pets\n    summary: Report whether the service is up.\n    auth: []\n';
  writeFileSync(manifest, `${readFileSync(MINIMAL_MANIFEST, 'utf8')}${open}`);
  const api = await loadApi(manifest);

  const doc = JSON.parse(emitOpenApi(api)[0]!.content) as { paths: Record<string, { get: { security: unknown; description: string } }> };
  expect(doc.paths['/api/health']!.get.security).toEqual([]);
  expect(doc.paths['/api/health']!.get.description).toContain('Authentication: none.');

  const page = emitDocs(api).find((f) => f.path === 'docs/pets.md')!;
  expect(page.content).toMatch(/get_health[\s\S]*\| Authentication \| None \|/);
});
