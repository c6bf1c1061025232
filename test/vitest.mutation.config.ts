/**
 * The tests a mutation run (`npm run mutate`, stryker.config.mjs) may run against each mutant:
 * the fast unit and behaviour tests of the files it mutates (the client and server runtime,
 * the manifest checks, the import schema conversion). No browser, corpus, CLI or load tests:
 * each mutant reruns the tests that cover it, so a slow test here costs minutes per file.
 *
 * Selecting tests here, not with Stryker's `testFiles`, keeps static (module-level) mutants
 * killable: vitest loads the mutated module fresh for each run.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: [
      'test/templates/**/*.test.ts',
      'test/manifest/**/*.test.ts',
      'test/import/schema-*.test.ts',
    ],
    reporters: ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
