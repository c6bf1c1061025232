/**
 * Progress for long commands: stages with counts on stderr when it is a terminal (a real pty
 * through `script`), nothing when stderr is piped or with --quiet; colours only on a terminal
 * and never with NO_COLOR.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { hasScript, runCliInPty } from '../helpers/run-cli-in-pty.ts';
import { MINIMAL_MANIFEST, tempDir } from '../helpers/tmp.ts';

const root = tempDir('cli-progress');
const ESCAPE = '\x1b[';
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
const DIFF = ['diff', 'test/fixtures/openapi/diff/library-v1.yaml', 'test/fixtures/openapi/diff/library-v2.yaml'];

describe.skipIf(!hasScript)('on a terminal', () => {
  it('generate shows each stage with what it produced', async () => {
    const { code, output } = await runCliInPty(['generate', MINIMAL_MANIFEST, '--out', join(root, 'tty')]);
    expect(code).toBe(0);
    const text = plain(output);
    expect(text).toMatch(/loading .*minimal\.yaml… 4 operations\r\n/);
    expect(text).toMatch(/ {2}client… \d+ files\r\n/);
    expect(text).toMatch(/ {2}formatting… \d+ formatted, \d+ unchanged\r\n/);
    expect(text).toMatch(/ {2}writing… \d+ files\r\n/);
    expect(output).toContain(ESCAPE);
  });

  it('import and diff show their stages', async () => {
    const imported = plain((await runCliInPty(['import', 'test/fixtures/openapi/petstore-3.0.yaml', '-o', join(root, 'p.yaml')])).output);
    expect(imported).toContain('importing test/fixtures/openapi/petstore-3.0.yaml… 12 operations, 7 schemas\r\n');
    const diffed = plain((await runCliInPty(DIFF)).output);
    expect(diffed).toMatch(/loading test\/fixtures\/openapi\/diff\/library-v1\.yaml… \d+ operations\r\n/);
    expect(diffed).toMatch(/comparing… \d+ changes\r\n/);
  });

  it('--quiet shows no progress', async () => {
    const { code, output } = await runCliInPty(['generate', MINIMAL_MANIFEST, '--out', join(root, 'quiet'), '--quiet']);
    expect(output).toBe('');
    expect(code).toBe(0);
    expect(plain((await runCliInPty([...DIFF, '--quiet'])).output)).not.toContain('comparing…');
  });

  it('NO_COLOR keeps the progress but drops the colours', async () => {
    const { output } = await runCliInPty(['check', MINIMAL_MANIFEST, '--out', join(root, 'tty')], { NO_COLOR: '1' });
    expect(output).toContain('comparing…');
    expect(output).not.toContain(ESCAPE);
  });
});

describe('when stderr is not a terminal', () => {
  it('generate prints only its summary, without colours', async () => {
    const { code, stdout, stderr } = await runCli(['generate', MINIMAL_MANIFEST, '--out', join(root, 'piped')]);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^\S+minimal\.yaml: wrote \d+ files to \S+ in [\d.]+ s\n$/);
    expect(code).toBe(0);
  });
});
