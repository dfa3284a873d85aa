// Unit tests run in jsdom; HTTP goes through a fake global fetch (see src/test/fake-fetch.ts).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Room for the 5 s findBy/waitFor of src/test/setup.ts on a busy two-core machine.
    testTimeout: 20_000,
  },
});
