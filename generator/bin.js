#!/usr/bin/env node
// Entry point of the `sdkgen` bin. It runs the compiled CLI in dist/ (`npm run build`, also run
// by `npm install` through `prepare`) when no source file it was built from (dist/sources.json)
// is newer than it; otherwise (sources edited since, or never built) it runs the TypeScript
// sources through tsx, which is slower to start but never stale. SDKGEN_FROM_SOURCE=1 forces
// the sources.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// V8 tuned for the commands that run for seconds: its optimizing compiler compiled every
// function that ran a little, on the second core, which Biome and the garbage collector need
// too, and in a run of seconds it spent more CPU than it saved. A budget (bytecode run before a
// function is considered for it) of about fifteen times V8's default, 67,584 in Node 20, leaves
// it only the hot functions; 0.5 to 2 M measured the same. Whole-process: Autotask 3.2-3.8 s ->
// 2.8-2.9 s (CPU 4.8-5.8 s -> 3.3 s), GitHub 3.1-3.5 s -> 2.6-2.8 s, ICA 0.46 s -> 0.38 s,
// 10,000 synthetic operations 5.8-6.7 s -> 5.5-6.2 s. It must be set before sdkgen's modules are
// loaded: a function keeps the budget it was created with (set later, in the CLI, it gave half
// the gain). The quick commands (`--help`, `validate`) skip it, as loading `node:v8` costs them
// about 3 ms of a start-up judged against a bare `node`; the servers run long enough for V8's
// defaults.
const LONG_RUNS = new Set(['generate', 'check', 'import', 'diff']);
if (LONG_RUNS.has(process.argv[2])) (await import('node:v8')).setFlagsFromString('--interrupt-budget=1048576');

const root = fileURLToPath(new URL('..', import.meta.url));
const compiled = `${root}dist/cli.js`;

function compiledIsFresh() {
  try {
    const built = statSync(compiled).mtimeMs;
    const sources = JSON.parse(readFileSync(`${root}dist/sources.json`, 'utf8'));
    // A source that is gone (renamed, deleted) throws: stale too. Plain paths, not a URL each:
    // the check runs on every start, for some 350 files.
    return sources.every((path) => statSync(root + path).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (process.env.SDKGEN_FROM_SOURCE !== '1' && compiledIsFresh()) {
  await import('../dist/cli.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./cli.ts');
}
