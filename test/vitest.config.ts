import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['test/**/*.test.ts'],
    reporters: ['default'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Behaviour tests start real servers on random loopback ports; files run in parallel workers.
    pool: 'forks',
  },
});
