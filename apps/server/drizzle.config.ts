import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied from code at start-up (src/db/client.ts), never by
// drizzle-kit, which opens PGlite without pg_trgm.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
