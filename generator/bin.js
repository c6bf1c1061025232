#!/usr/bin/env node
// Entry point of the `sdkgen` bin. It runs the compiled CLI in dist/ (`npm run build`, also run
// by `npm install` through `prepare`) when no source file it was built from (dist/sources.json)
// is newer than it; otherwise (sources edited since, or never built) it runs the TypeScript
// sources through tsx, which is slower to start but never stale. SDKGEN_FROM_SOURCE=1 forces
// the sources.
import { readFileSync, statSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const compiled = new URL('dist/cli.js', root);

function compiledIsFresh() {
  try {
    const built = statSync(compiled).mtimeMs;
    const sources = JSON.parse(readFileSync(new URL('dist/sources.json', root), 'utf8'));
    // A source that is gone (renamed, deleted) throws: stale too.
    return sources.every((path) => statSync(new URL(path, root)).mtimeMs <= built);
  } catch {
    return false;
  }
}

if (process.env.SDKGEN_FROM_SOURCE !== '1' && compiledIsFresh()) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./cli.ts');
}
