// A fresh, migrated database for one test file, copied from the run's template (global-setup.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { urlForDatabase } from './test-database-template';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the handle and, on PostgreSQL, drops the copied database. */
  dispose(): Promise<void>;
}

async function withServer<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate');

  if (template.kind === 'pglite') {
    const dump = await fs.readFile(template.dumpPath);
    const handle = await openDatabase({ loadDataDir: new Blob([dump]) });
    return { handle, dispose: () => handle.close() };
  }

  const name = `canopy_t_${randomBytes(6).toString('hex')}`;
  await withServer(template.serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`),
  );
  const handle = await openDatabase({
    url: urlForDatabase(template.serverUrl, name),
    poolSize: 4,
  });
  return {
    handle,
    async dispose() {
      await handle.close();
      await withServer(template.serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
