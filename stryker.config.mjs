// Mutation testing (`npm run mutate`, see bench/mutation.ts): which files are mutated and how the
// tests run against each mutant. Not part of `npm test`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The tests are chosen by this config, not by Stryker's `testFiles`, so module-level mutants
  // are killable too.
  vitest: { configFile: 'test/vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'templates/client/core/*.ts',
    'templates/server/core/*.ts',
    'generator/manifest/checks/*.ts',
    'generator/import/schema/*.ts',
    // Re-exports, and files that hold only types: Stryker makes no mutants of them.
    '!templates/client/core/index.ts',
    '!templates/server/core/index.ts',
    '!templates/client/core/options.ts',
    '!templates/client/core/spec.ts',
    '!templates/server/core/service.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine has 2 cores; one test process leaves the other for everything else.
  concurrency: 1,
  timeoutMS: 10_000,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  ignorePatterns: ['test-output', 'bench/.work', 'reports', '.tmp*'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
