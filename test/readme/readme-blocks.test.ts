/**
 * Every fenced block of README.md, as pasted, in a copy of the work tree (node_modules linked):
 * the `sh` blocks run in order in one POSIX shell (so a variable one block exports is set for the
 * next, as in a reader's terminal), the `ts` block saved as `example.ts` runs there, other `ts`
 * blocks type-check, `yaml` manifests validate with `sdkgen validate`, and blocks marked
 * `fragment` still parse; `sh synopsis` lines name commands whose `--help` works. What does not
 * run is in EXCEPTIONS below, with the reason; a block that is neither fails the test. The one
 * change to the text: port 4010 becomes a free port (also in `SDKGEN_PORT`, the documented variable
 * behind the stub's default), so the test never takes the README's port.
 * The shell is bash with job control on (`set -m`), as in a reader's terminal, so `kill %1` stops
 * a background `npx` with its server; after such a block the job is reaped, as a terminal does.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { PROJECT_ROOT } from '../../generator/generate.ts';
import { freePort } from '../helpers/free-port.ts';

const run = promisify(execFile);

interface Block {
  info: string;
  code: string;
  line: number;
}

/** Blocks that do not run, by their first line, and why. */
const EXCEPTIONS: Record<string, string> = {
  'npm run bench': 'the benchmarks take about 8 minutes on 2 cores',
  'npm run mutate': 'a mutation run takes from minutes (one file) to hours (every file) on 2 cores',
  '$ npx sdkgen validate broken.yaml': 'a transcript of output (```text), not a command',
  'npx sdkgen import openapi.yaml': "stands for the reader's own description files (openapi.yaml, old.yaml, new.yaml)",
};
/** The first block's `npm ci` (node_modules is linked, not installed) and `npm test` (the whole suite, about 10 minutes) do not run; `npm run generate` does. */
const FIRST_BLOCK_RUNS = 'npm run generate';

export function readmeBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^( *)```(\S.*)$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!;
    const end = lines.indexOf(`${indent}\`\`\``, i + 1);
    blocks.push({ info: open[2]!, code: lines.slice(i + 1, end).map((l) => l.slice(indent.length)).join('\n'), line: i + 1 });
    i = end;
  }
  return blocks;
}

const firstLine = (block: Block) => block.code.split('\n')[0]!;
const exception = (block: Block) => Object.entries(EXCEPTIONS).find(([start]) => firstLine(block).startsWith(start));


/** Tracked and untracked (not ignored) files of the work tree, copied; node_modules linked. */
async function copyOfWorkTree(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sdkgen-readme-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, maxBuffer: 64 * 1024 * 1024 });
  for (const file of new Set(stdout.split('\0').filter(Boolean))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(PROJECT_ROOT, file), join(dir, file));
    } catch {
      // deleted in the work tree, not yet in the index
    }
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
const blocks = readmeBlocks(readme);
let copy: string | undefined;
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('README.md code blocks', () => {
  it('lists every block it does not run, with a reason, and runs or checks all others', () => {
    const known = /^(sh|ts|yaml)( fragment)?$|^sh synopsis$/;
    const unclassified = blocks.filter((b) => !exception(b) && !known.test(b.info)).map((b) => `README.md:${b.line} \`\`\`${b.info}`);
    expect(unclassified).toEqual([]);
    expect(Object.keys(EXCEPTIONS).filter((start) => !blocks.some((b) => firstLine(b).startsWith(start)))).toEqual([]);
  });

  it('validates each yaml manifest on its own, and parses each yaml fragment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdkgen-readme-yaml-'));
    try {
      for (const block of blocks.filter((b) => b.info.startsWith('yaml'))) {
        if (block.info === 'yaml fragment') {
          expect(() => parseYaml(block.code), `README.md:${block.line}`).not.toThrow();
          continue;
        }
        const file = join(dir, `readme-${block.line}.yaml`);
        writeFileSync(file, block.code);
        const result = await run(process.execPath, [join(PROJECT_ROOT, 'generator/bin.js'), 'validate', file]).catch((error: { stdout: string; stderr: string }) => error);
        expect(result.stderr, `README.md:${block.line}`).toBe('');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses each ts fragment, and knows every command of the synopsis', async () => {
    for (const block of blocks.filter((b) => b.info === 'ts fragment')) {
      const source = ts.createSourceFile('fragment.ts', block.code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
      expect((source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((d) => d.messageText), `README.md:${block.line}`).toEqual([]);
    }
    for (const block of blocks.filter((b) => b.info === 'sh synopsis')) {
      for (const line of block.code.split('\n')) {
        const command = /^npx sdkgen (\w+)/.exec(line)?.[1];
        expect(command, line).toBeDefined();
        await run(process.execPath, [join(PROJECT_ROOT, 'generator/bin.js'), command!, '--help']);
      }
    }
  });

  it('runs the sh blocks in order in one shell, with example.ts saved as the README says, and type-checks the other ts blocks', { timeout: 300_000 }, async () => {
    copy = await copyOfWorkTree();
    const port = String(await freePort());
    const script: string[] = ['set -m', "trap 'for job in $(jobs -p); do kill -- -$job 2>/dev/null; done' EXIT", 'set -e'];
    const typeChecked: string[] = [];
    for (const [index, block] of blocks.entries()) {
      if (exception(block)) continue;
      if (block.info === 'ts') {
        const saved = /^Save it as `([\w.-]+\.ts)`/m.exec(readme.slice(readme.indexOf(block.code) + block.code.length).trimStart());
        const file = saved && readme.slice(readme.indexOf(block.code) + block.code.length).trimStart().startsWith('```\n\nSave it as') ? saved[1]! : `readme-${block.line}.ts`;
        writeFileSync(join(copy, file), block.code);
        typeChecked.push(file);
      }
      if (block.info !== 'sh') continue;
      if (index === 0) {
        expect(block.code).toContain(FIRST_BLOCK_RUNS);
        script.push(FIRST_BLOCK_RUNS);
        continue;
      }
      script.push(block.code.replaceAll('4010', port));
      if (block.code.includes('kill %1')) script.push('wait %1 2>/dev/null || true');
    }
    expect(typeChecked).toContain('example.ts');
    const shell = await run('bash', ['-c', script.join('\n')], { cwd: copy, env: { PATH: process.env.PATH, HOME: process.env.HOME, SDKGEN_PORT: port }, timeout: 200_000, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect((shell as { code?: number }).code ?? 0, `${shell.stdout}\n${shell.stderr}`).toBe(0);
    // What the README says the commands print.
    expect(shell.stdout).toContain('items');
    expect(shell.stdout).toContain('501 Not Implemented');
    expect(shell.stdout).toMatch(/"token":"eyJ/);
    const tsc = join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc');
    const flags = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--allowImportingTsExtensions', '--skipLibCheck', '--types', 'node'];
    const checked = await run(process.execPath, [tsc, ...flags, ...typeChecked], { cwd: copy }).catch((error: { stdout: string }) => error);
    expect(checked.stdout).toBe('');
  });
});
