import { defineConfig } from 'vitest/config';

// Every file gets its own database copied from a template made once per run
// (test/global-setup.ts). Two worker processes: the machine has two cores, and each PGlite takes
// ~300 MB. A worker keeps its loaded modules from one file to the next (`isolate: false`), which
// halves the suite's CPU time; nothing of the app keeps state in a module, each file builds its
// own app and database. Passwords are hashed at a lower scrypt cost (test/password-hash-cost.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/password-hash-cost.ts'],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
