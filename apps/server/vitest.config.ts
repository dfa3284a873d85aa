import { defineConfig } from 'vitest/config';

// Every file runs in its own process with its own database copied from a template made once per
// run (test/global-setup.ts). Two workers: the machine has two cores, and each PGlite takes
// ~300 MB.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
