/**
 * Hostile manifests are refused with positioned errors, and a refused run leaves the output
 * folder exactly as it was. Most cases run `generate()` in-process; a few go through the real
 * CLI to pin the exit code and the `file:line:col` output.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { snapshotFolder, tempDir } from '../helpers/tmp.ts';
import { lineOf } from './support/manifest-text.ts';
import { CLI_CASES, REFUSED_CASES, type RefusedCase } from './support/refused-cases.ts';
import { expectRefusedInProcess, prepare, slugOf } from './support/refusal.ts';

const dir = tempDir('hostile-refused');

describe(`${REFUSED_CASES.length} hostile manifests are refused in-process`, () => {
  it('has at least 30 cases', () => {
    expect(REFUSED_CASES.length).toBeGreaterThanOrEqual(30);
  });

  for (const refused of REFUSED_CASES) {
    it(refused.name, async () => {
      const workspace = prepare(dir, `inproc-${slugOf(refused.name)}`, refused.text);
      await expectRefusedInProcess(workspace, refused.text, refused.at);
    });
  }
});

describe('through the CLI', () => {
  const cases = CLI_CASES.map((name) => REFUSED_CASES.find((c) => c.name === name)!);

  it.concurrent.each(cases.map((c) => [c.name, c] as const))('exit 1, file:line:col, output untouched: %s', async (_name, refused: RefusedCase) => {
    const workspace = prepare(dir, `cli-${slugOf(refused.name)}`, refused.text);
    const result = await runCli(['generate', workspace.manifest, '--out', workspace.out]);
    expect(result.code, result.stderr).toBe(1);
    const positions = [...result.stderr.matchAll(/\.yaml:(\d+):(\d+) /g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(positions.length, result.stderr).toBeGreaterThan(0);
    for (const [line, column] of positions) {
      expect(line).toBeGreaterThanOrEqual(1);
      expect(column).toBeGreaterThanOrEqual(1);
    }
    if (refused.at) expect(positions.map(([line]) => line)).toContain(lineOf(refused.text, refused.at));
    expect(snapshotFolder(workspace.out)).toEqual(workspace.before);
  });
});
