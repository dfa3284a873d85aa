// The database as `app.db` (Drizzle) and `app.database` (the handle: kind, close). Opens
// PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR/db and migrates it at start-up;
// a handle passed in (tests) is used as it is and left open for its owner to close.
import fs from 'node:fs';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  database?: DatabaseHandle | undefined;
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    let handle = options.database;
    if (!handle) {
      const { databaseUrl, pgliteDir } = app.config;
      if (!databaseUrl) fs.mkdirSync(pgliteDir, { recursive: true });
      handle = await openDatabase({ url: databaseUrl ?? undefined, dataDir: pgliteDir });
      const owned = handle;
      try {
        await owned.migrate();
      } catch (error) {
        await owned.close();
        throw error;
      }
      app.addHook('onClose', async () => {
        await owned.close();
      });
      app.log.info(
        { database: owned.kind === 'pglite' ? pgliteDir : 'postgres' },
        'database ready',
      );
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
  },
  { name: 'database', dependencies: ['app-config'] },
);
