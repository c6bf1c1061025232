/**
 * Warnings grouped by kind: the kind of a message (its specifics replaced by `…`), the groups
 * with their counts, and what `sdkgen import` prints by default, with `--warnings all`,
 * `--warnings json` and `--quiet`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runImport } from '../../generator/cli/import-command.ts';
import { formatWarningGroups, groupWarnings, type ImportWarning, warningKind } from '../../generator/import/index.ts';
import { tempDir } from '../helpers/tmp.ts';
import { fixture } from './helpers.ts';

describe('warningKind', () => {
  it.each([
    ['media type "application/xml" is dropped: the manifest keeps one media type, "application/json"', 'media type "…" is dropped: the manifest keeps one media type, "…"'],
    ['path parameter {shelter-id} is renamed {shelter_id}: manifest parameter names are identifiers', 'path parameter {…} is renamed {…}: manifest parameter names are identifiers'],
    ['GET /api/shelters/{id} matches the same requests as GET /api/shelters/{shelter-id}; skipped', '… … matches the same requests as … …; skipped'],
    ['302 responses are not supported; ignored', '… responses are not supported; ignored'],
    ['relative server URL "/v1" is resolved against http://localhost: http://localhost/v1', 'relative server URL "…" is resolved against …: …'],
    ['Swagger 2.0 converted to OpenAPI 3.0.0 (2 small errors fixed); pointers in warnings point into the converted document', 'Swagger … converted to OpenAPI … (… small errors fixed); pointers in warnings point into the converted document'],
    ['webhooks are not supported; ignored', 'webhooks are not supported; ignored'],
  ])('%s', (message, kind) => {
    expect(warningKind(message)).toBe(kind);
  });
});

const WARNINGS: ImportWarning[] = [
  { pointer: '/paths/~1a/get/parameters/0', message: 'cookie parameter "a" is not supported; ignored' },
  { pointer: '/webhooks', message: 'webhooks are not supported; ignored' },
  { pointer: '/paths/~1b/get/parameters/0', message: 'cookie parameter "b" is not supported; ignored' },
  { pointer: '/paths/~1c/get/parameters/0', message: 'cookie parameter "c" is not supported; ignored' },
  { pointer: '/paths/~1d/get/parameters/0', message: 'cookie parameter "d" is not supported; ignored' },
  { pointer: '/paths/~1e/get/parameters/0', message: 'cookie parameter "e" is not supported; ignored' },
];

describe('grouped warnings', () => {
  it('counts each kind, the largest first', () => {
    expect(groupWarnings(WARNINGS).map((g) => [g.count, g.kind])).toEqual([
      [5, 'cookie parameter "…" is not supported; ignored'],
      [1, 'webhooks are not supported; ignored'],
    ]);
  });

  it('prints a kind with its count and first places, a lone warning in full', () => {
    expect(formatWarningGroups(groupWarnings(WARNINGS), 'api.yaml')).toEqual([
      'warning (5×): cookie parameter "…" is not supported; ignored',
      '  api.yaml#/paths/~1a/get/parameters/0',
      '  api.yaml#/paths/~1b/get/parameters/0',
      '  api.yaml#/paths/~1c/get/parameters/0',
      '  … and 2 more',
      'warning: api.yaml#/webhooks: webhooks are not supported; ignored',
    ]);
  });
});

/** Runs `sdkgen import` on the shelter fixture (50 warnings) and returns what it printed. */
async function importShelter(...flags: string[]) {
  const out = join(dir, `shelter-${flags.join('').replace(/\W/g, '')}.yaml`);
  const printed = { stdout: [] as string[], stderr: [] as string[] };
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.stdout.push(line));
  const error = vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.stderr.push(line));
  try {
    const code = await runImport([fixture('shelter-3.1.yaml'), '-o', out, ...flags]);
    return { code, out, ...printed };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const dir = tempDir('warning-groups');

describe('sdkgen import output', () => {
  it('groups warnings by kind by default and counts them in the summary', async () => {
    const { code, stdout, stderr } = await importShelter();
    expect(code).toBe(0);
    expect(stderr.filter((line) => line.startsWith('warning'))).toHaveLength(38);
    expect(stderr.slice(0, 5)).toEqual([
      'warning (11×): schema keyword "…" is not supported; ignored',
      expect.stringMatching(/^  .*shelter-3\.1\.yaml#\/paths\/~1api~1animals~1\{animalId\}~1photo\/get\/responses\/200\/content\/image~1jpeg\/schema\/contentMediaType$/),
      expect.stringMatching(/^  .*shelter-3\.1\.yaml#\/components\/schemas\/Shelter\/properties\/rooms\/prefixItems$/),
      expect.stringMatching(/^  .*shelter-3\.1\.yaml#\/components\/schemas\/Shelter\/properties\/rooms\/contains$/),
      '  … and 8 more',
    ]);
    expect(stdout).toEqual([expect.stringMatching(/shelter-3\.1\.yaml: wrote .* \(16 operations, \d+ schemas, 50 warnings of 38 kinds\)$/)]);
  });

  it('lists every warning with --warnings all', async () => {
    const { stderr } = await importShelter('--warnings', 'all');
    expect(stderr).toHaveLength(50);
    expect(stderr[0]).toMatch(/^warning: .*shelter-3\.1\.yaml#\/servers\/1\/url: relative server URL "\/rest" is resolved/);
  });

  it('prints JSON on stdout and nothing on stderr with --warnings json', async () => {
    const { stdout, stderr, out } = await importShelter('--warnings', 'json');
    expect(stderr).toEqual([]);
    const report = JSON.parse(stdout.join('\n'));
    expect(report).toMatchObject({ out, operations: 16 });
    expect(report.warnings).toHaveLength(50);
    expect(report.warnings[0]).toEqual({
      pointer: '/servers/1/url',
      message: 'relative server URL "/rest" is resolved against http://localhost: http://localhost/rest',
      kind: 'relative server URL "…" is resolved against …: …',
    });
  });

  it('prints nothing with --quiet, and still writes the manifest', async () => {
    const { code, stdout, stderr, out } = await importShelter('--quiet');
    expect([code, stdout, stderr]).toEqual([0, [], []]);
    expect(readFileSync(out, 'utf8')).toContain('operations:');
  });
});
