/**
 * The docs' request examples run as printed against `sdkgen serve --mock`: for five fixtures
 * (every operation: paged lists, JSON, form and multipart bodies, query/cookie/Basic
 * credentials, RPC constants) and a sample of the ICA reference (every GET, a few POSTs, colon
 * actions), the curl text of each operation runs in `sh` with real curl and answers 2xx, and the
 * TypeScript text runs with tsx against the generated client without throwing. The
 * variables come from the docs' own "Running the examples" block for the mock; only the server
 * URL is changed to the test's port-0 mock (the block's `npx sdkgen serve … &` line is what the
 * test does in-process). curl's status line comes from a `.curlrc` (`CURL_HOME`), so the
 * examples' text stays untouched.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../generator/generate.ts';
import { loadApi } from '../../generator/ir/build.ts';
import type { Api } from '../../generator/ir/types.ts';
import { serve, type RunningStub } from '../../generator/serve/index.ts';
import { generateApi, type GeneratedApi } from '../contract/support/generated-api.ts';
import { mockSetup, operationExamples, type DocExamples } from './support/doc-examples.ts';

const run = promisify(execFile);
const TSX = join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const MOCK_URL = 'http://127.0.0.1:4010';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Start the mock as the docs' setup block says (its `SDKGEN_*="$VAR"` assignments), on port 0,
 * then run the rest of the block with `$BASE_URL` pointing there; returns the environment it set.
 */
async function startMockFromDocs(api: Api, setup: string): Promise<{ stub: RunningStub; env: NodeJS.ProcessEnv; errors: string[] }> {
  const lines = setup.split('\n');
  const serveLine = lines.findIndex((line) => / npx sdkgen serve \S+ --mock &$/.test(line) || /^npx sdkgen serve \S+ --mock &$/.test(line));
  expect(serveLine, 'the setup block starts the mock').toBeGreaterThanOrEqual(0);
  expect(lines).toContain(`export BASE_URL=${MOCK_URL}`);
  const before = lines.slice(0, serveLine).join('\n');
  const literal = Object.fromEntries([...before.matchAll(/^export (\w+)=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
  const serverEnv = Object.fromEntries([...lines[serveLine]!.matchAll(/(SDKGEN_\w+)="\$(\w+)"/g)].map((m) => [m[1]!, literal[m[2]!] ?? '']));
  const errors: string[] = [];
  const stub = await serve({ api, port: 0, handleSignals: false, env: serverEnv, mock: { seed: 1 }, log: (line) => line.includes('failed') && errors.push(line) });
  cleanups.push(() => stub.close());
  const rest = lines.filter((_, i) => i !== serveLine).map((line) => (line === `export BASE_URL=${MOCK_URL}` ? `export BASE_URL=${stub.url}` : line));
  const { stdout } = await run('sh', ['-c', `${rest.join('\n')}\nenv -0`], { env: { PATH: process.env.PATH } });
  const env = Object.fromEntries(stdout.split('\0').filter(Boolean).map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]));
  return { stub, env, errors };
}

/** Each curl text run in `sh`; the `.curlrc` adds only the status code after the body. */
async function runCurls(examples: [string, DocExamples][], env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const curlHome = tempDir('sdkgen-curlrc-');
  writeFileSync(join(curlHome, '.curlrc'), 'silent\nshow-error\nwrite-out = "\\n%{http_code}"\n');
  // The file the multipart examples upload (`-F 'file=@path/to/file'`), where the reader keeps theirs.
  mkdirSync(join(curlHome, 'path', 'to'), { recursive: true });
  writeFileSync(join(curlHome, 'path', 'to', 'file'), 'example file contents\n');
  const failures: Record<string, string> = {};
  for (const [name, { curl }] of examples) {
    const { stdout, stderr } = await run('sh', ['-c', curl], { cwd: curlHome, env: { ...env, CURL_HOME: curlHome } }).catch((error: { stdout: string; stderr: string }) => error);
    const status = stdout.slice(stdout.lastIndexOf('\n') + 1);
    if (!/^2\d\d$/.test(status)) failures[name] = `${status} ${stdout.slice(0, 300)} ${stderr}`;
  }
  return failures;
}

/**
 * Each TypeScript text written as a module next to a tsconfig that resolves the package name to
 * the generated client's source (what an install of the package would give), then imported in
 * turn by one tsx process; returns the ones that threw.
 */
async function runTypeScript(examples: [string, DocExamples][], api: Api, clientDir: string, env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const dir = tempDir('sdkgen-examples-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', paths: { [api.packageName]: [join(clientDir, 'src', 'index.ts')] } } }));
  const files = examples.map(([name, { ts }]) => {
    writeFileSync(join(dir, `${name}.ts`), ts);
    return name;
  });
  writeFileSync(
    join(dir, 'run-all.ts'),
    `const failures: Record<string, string> = {};
for (const name of ${JSON.stringify(files)}) {
  try { await import(\`./\${name}.ts\`); } catch (error) { failures[name] = String((error as Error)?.stack ?? error); }
}
(await import('node:fs')).writeFileSync('failures.json', JSON.stringify(failures));
`,
  );
  await run(TSX, ['run-all.ts'], { cwd: dir, env: { ...env }, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(await readFile(join(dir, 'failures.json'), 'utf8')) as Record<string, string>;
}

describe('docs examples against sdkgen serve --mock', () => {
  // Paged lists, JSON bodies validated by the mock, credentials in a query, a cookie and Basic, selecting constants, paths with shell-special characters.
  const fixtures = ['pagination.yaml', 'validation.yaml', 'api-keys.yaml', 'rpc.yaml', 'paths.yaml'];
  it.each(fixtures)('runs every example of %s, curl and TypeScript', { timeout: 180_000 }, async (fixture) => {
    const generated: GeneratedApi = await generateApi(`test/fixtures/manifests/${fixture}`, ['client', 'docs']);
    cleanups.push(() => generated.remove());
    const docsDir = join(generated.outDir, 'docs');
    const examples = [...operationExamples(docsDir)];
    expect(examples.map(([name]) => name).sort()).toEqual(generated.api.operations.map((op) => op.name).sort());
    const { env, errors } = await startMockFromDocs(generated.api, mockSetup(docsDir));
    expect(await runCurls(examples, env)).toEqual({});
    expect(await runTypeScript(examples, generated.api, join(generated.outDir, 'client'), env)).toEqual({});
    expect(errors).toEqual([]);
  });

  it('runs the ICA reference examples: every GET, a few POSTs and colon actions', { timeout: 300_000 }, async () => {
    const api = await loadApi('manifest/ica.yaml');
    const docsDir = join(PROJECT_ROOT, 'generated', api.id, 'docs');
    const all = operationExamples(docsDir);
    const gets = api.operations.filter((op) => op.method === 'GET');
    const posts = api.operations.filter((op) => op.method === 'POST' && !/:[A-Za-z]+$/.test(op.path.raw)).slice(0, 4);
    const colonActions = api.operations.filter((op) => op.method === 'POST' && /:[A-Za-z]+$/.test(op.path.raw)).slice(0, 4);
    const sample = [...new Set([...gets, ...posts, ...colonActions])].map((op) => [op.name, all.get(op.name)!] as [string, DocExamples]);
    expect(sample.every(([, examples]) => examples !== undefined)).toBe(true);
    const { env, errors } = await startMockFromDocs(api, mockSetup(docsDir));
    expect(env.JWT, 'the setup block fills $JWT from the token exchange').toMatch(/^ey/);
    expect(await runCurls(sample, env)).toEqual({});
    expect(await runTypeScript(sample, api, join(PROJECT_ROOT, 'generated', api.id, 'client'), env)).toEqual({});
    expect(errors).toEqual([]);
  });
});
