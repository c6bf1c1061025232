/**
 * YAML anchors for ordinary reuse are fine at any count; only what aliases expand to is bounded
 * (alias bombs are refused in test/hostile). Guards against a loader that counts aliases, or
 * resolves each one by walking the whole document.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadManifest } from '../../generator/manifest/load.ts';
import { tempDir } from '../helpers/tmp.ts';

it('accepts 3,000 operations that reuse one anchored auth list', async () => {
  let yaml = [
    'sdkgen: 1', 'id: big', 'title: Big', 'servers: [{ url: https://x.example.com }]', 'basePath: /api',
    'media: { success: application/json, problem: application/problem+json, currentVersion: 1 }',
    'security:', '  default: [K]', '  schemes:', '    K: { type: apiKey, header: X-Key }',
    'pathParameters:', '  id: { description: An id. }', 'operations:', '',
  ].join('\n');
  for (let i = 0; i < 3000; i++) {
    yaml += `  - name: op_${i}\n    method: GET\n    path: /api/r${i}/{id}\n    group: G\n    summary: Operation ${i}.\n    auth: ${i === 0 ? '&auth [K]' : '*auth'}\n`;
  }
  const file = join(tempDir('aliases'), 'big.yaml');
  writeFileSync(file, yaml);
  const { manifest } = await loadManifest(file);
  expect(manifest.operations).toHaveLength(3000);
  expect(manifest.operations[2999]!.auth).toEqual(['K']);
});
