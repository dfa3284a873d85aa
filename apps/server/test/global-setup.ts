// Runs once per test run: migrates a template database that every test file then copies, so a
// file gets a fresh, isolated, migrated database in about a second.
//   PGlite (default): migrate in memory, dump the data dir to a temporary file.
//   PostgreSQL (TEST_DATABASE_URL): migrate a template database, copied with CREATE DATABASE …
//   TEMPLATE by each file and dropped when the run ends.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { urlForDatabase } from './helpers/test-database-template';

// The suites written before the age step run with it off, so they prove every earlier call
// behaves as before in that mode; the age-verification tests turn it on in their own database.
const TEMPLATE_SETTINGS = `INSERT INTO settings (key, value) VALUES ('age_verification', '"off"')`;

async function preparePglite(project: TestProject): Promise<() => Promise<void>> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  await client.exec(TEMPLATE_SETTINGS);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpPath = path.join(os.tmpdir(), `canopy-test-template-${process.pid}.tar`);
  await fs.writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', dumpPath });
  return () => fs.rm(dumpPath, { force: true });
}

async function preparePostgres(
  project: TestProject,
  serverUrl: string,
): Promise<() => Promise<void>> {
  const templateName = `canopy_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${templateName}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({
    url: urlForDatabase(serverUrl, templateName),
    poolSize: 1,
  });
  try {
    await template.migrate();
    await template.db.execute(sql.raw(TEMPLATE_SETTINGS));
  } finally {
    // No session may stay connected to a database that CREATE DATABASE … TEMPLATE copies.
    await template.close();
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', serverUrl, templateName });
  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    } finally {
      await cleanup.end();
    }
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? preparePostgres(project, serverUrl) : preparePglite(project);
}
