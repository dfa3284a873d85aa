// Unit tests run in jsdom; HTTP goes through a fake global fetch (see src/test/fake-fetch.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Two workers (Vitest's default is one fewer than the cores: one on a two-core machine), each
    // keeping its modules and its jsdom from one file to the next (`isolate: false`): the suite
    // takes a third of the time. Each test renders with a store of its own, and what the page keeps
    // (DOM, storage, media queries, timers) is reset after each test (src/test/setup.ts).
    maxWorkers: 2,
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Room for the 5 s findBy/waitFor of src/test/setup.ts on a busy two-core machine.
    testTimeout: 20_000,
  },
});
