/**
 * What the CLI says and which code it exits with: the exit codes (0 ok, 1 invalid input or
 * drift, 2 usage) pinned per case, did-you-mean for commands and flags, --version, one-line
 * errors for missing files and busy ports, and where `import -o` may write.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/tmp.ts';

const root = tempDir('cli-messages');
const PETSTORE = 'test/fixtures/openapi/petstore-3.0.yaml';

describe('exit codes', () => {
  it.each([
    // given arguments, want exit code
    [[], 2],
    [['--help'], 0],
    [['--version'], 0],
    [['-v'], 0],
    [['frobnicate'], 2],
    [['generat'], 2],
    [['generate', '--verbos'], 2],
    [['generate', '--out'], 2],
    [['import', PETSTORE], 2],
    [['diff', 'a.yaml'], 2],
    [['validate', 'manifest/ica.yaml'], 0],
    [['validate', 'missing.yaml'], 1],
    [['generate', 'missing.yaml'], 1],
    [['check', 'missing.yaml'], 1],
    [['diff', 'missing.yaml', PETSTORE], 1],
  ] as const)('sdkgen %j exits %i', async (args, want) => {
    expect((await runCli([...args])).code).toBe(want);
  });
});

describe('messages', () => {
  it('--version and -v print the version in package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect((await runCli(['--version'])).stdout).toBe(`${version}\n`);
    expect((await runCli(['-v'])).stdout).toBe(`${version}\n`);
  });

  it('suggests the nearest command for a typo, and lists the commands otherwise', async () => {
    const typo = await runCli(['generat']);
    expect(typo.stderr).toBe('sdkgen: Unknown command generat. Did you mean generate?\n');
    const unknown = await runCli(['frobnicate']);
    expect(unknown.stderr).toContain('sdkgen: Unknown command frobnicate.\n');
    expect(unknown.stderr).toContain('Usage: sdkgen <command>');
  });

  it.each([
    // given arguments, want stderr
    [['generate', '--verbos'], 'sdkgen generate: Unknown option --verbos. Did you mean --verbose?\nRun `sdkgen generate --help` for its options.\n'],
    [['check', '--quite'], 'sdkgen check: Unknown option --quite. Did you mean --quiet?\nRun `sdkgen check --help` for its options.\n'],
    [['diff', '--fial-on', 'any'], 'sdkgen diff: Unknown option --fial-on. Did you mean --fail-on?\nRun `sdkgen diff --help` for its options.\n'],
    [['generate', '--bogus'], 'sdkgen generate: Unknown option --bogus.\nRun `sdkgen generate --help` for its options.\n'],
    [['import', PETSTORE, '-o'], 'sdkgen import: --out needs a value.\nRun `sdkgen import --help` for its options.\n'],
    [['generate', '--force=yes'], 'sdkgen generate: --force takes no value.\nRun `sdkgen generate --help` for its options.\n'],
  ])('sdkgen %j says what is wrong without parseArgs text', async (args, want) => {
    const { stderr } = await runCli(args);
    expect(stderr).toBe(want);
  });

  it.each([
    [['generate', 'missing.yaml']],
    [['validate', 'missing.yaml']],
    [['serve', 'missing.yaml']],
    [['docs', '--serve', 'missing.yaml']],
    [['import', 'missing.yaml', '-o', 'never-written.yaml']],
    [['diff', PETSTORE, 'missing.yaml']],
  ])('sdkgen %j names the missing file in one line', async (args) => {
    const { code, stderr } = await runCli(args, { cwd: PROJECT_ROOT });
    expect(stderr).toBe(`sdkgen ${args[0]}: cannot read missing.yaml: no such file\n`);
    expect(code).toBe(1);
    expect(existsSync(join(PROJECT_ROOT, 'never-written.yaml'))).toBe(false);
  });
});

describe('a busy port', () => {
  let busy: Server;
  let port = 0;
  afterAll(() => new Promise<void>((done) => busy.close(() => done())));

  it.each([[['serve']], [['docs', '--serve']]])('sdkgen %j says which port is in use and what to do', async (args) => {
    if (!port) {
      busy = createServer();
      await new Promise<void>((done) => busy.listen(0, '127.0.0.1', () => done()));
      port = (busy.address() as { port: number }).port;
    }
    const { code, stderr } = await runCli([...args, '--port', String(port)]);
    expect(stderr).toBe(`sdkgen ${args[0]}: port ${port} is in use; pass --port N or stop the other process\n`);
    expect(code).toBe(1);
  });
});

describe('import -o', () => {
  it('creates missing folders', async () => {
    const out = join(root, 'some/missing/folder/petstore.yaml');
    const { code } = await runCli(['import', PETSTORE, '-o', out, '--quiet']);
    expect(code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^# Imported by `sdkgen import`/);
    // Its own earlier output may be replaced.
    expect((await runCli(['import', PETSTORE, '-o', out, '--quiet'])).code).toBe(0);
  });

  it('creates nothing when the import fails', async () => {
    const bad = join(root, 'bad.yaml');
    writeFileSync(bad, 'openapi: 3.0.3\ninfo: 12\n');
    const { code } = await runCli(['import', bad, '-o', join(root, 'not-created/x.yaml')]);
    expect(code).toBe(1);
    expect(existsSync(join(root, 'not-created'))).toBe(false);
  });

  it('never overwrites a file sdkgen did not write, unless --force', async () => {
    mkdirSync(join(root, 'mine'));
    const out = join(root, 'mine/notes.yaml');
    writeFileSync(out, 'my notes\n');
    const refused = await runCli(['import', PETSTORE, '-o', out]);
    expect(refused.stderr).toBe(`sdkgen import: refusing to overwrite ${out}: sdkgen import did not write it. Choose another path, or pass --force to replace it\n`);
    expect(refused.code).toBe(1);
    expect(readFileSync(out, 'utf8')).toBe('my notes\n');
    expect((await runCli(['import', PETSTORE, '-o', out, '--force', '--quiet'])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^# Imported by `sdkgen import`/);
  });

  it('refuses a path through a file before importing', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    const { code, stderr } = await runCli(['import', PETSTORE, '-o', join(file, 'x.yaml')]);
    expect(stderr).toBe(`sdkgen import: cannot write ${join(file, 'x.yaml')}: ${file} is a file, not a folder\n`);
    expect(code).toBe(1);
  });
});
