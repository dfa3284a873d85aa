// The database a benchmark run owns from start to end: a fresh PGlite directory inside the run's
// temporary DATA_DIR, or a fresh PostgreSQL database created beside the one BENCH_DATABASE_URL
// names (same server, a suffixed name) and dropped afterwards.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Where it lives, for the report: the PGlite folder or the PostgreSQL database name. */
  location: string;
  /** What the server needs in its environment to use it (DATABASE_URL, or nothing for PGlite). */
  serverEnv: Record<string, string>;
  /** A PostgreSQL on this machine, whose processes' CPU time the run can read (cpu-meter.ts). */
  local: boolean;
  /** Opens it from the harness (to load the fixture); close it before the server starts. */
  open(): Promise<DatabaseHandle>;
  /** Drops the PostgreSQL database; PGlite's folder goes with the run's DATA_DIR. */
  dispose(): Promise<void>;
}

export function pgliteBenchDatabase(dataDir: string): BenchDatabase {
  // The server opens DATA_DIR/db when DATABASE_URL is unset (config pgliteDir).
  const directory = path.join(dataDir, 'db');
  return {
    kind: 'pglite',
    location: directory,
    serverEnv: {},
    local: false,
    open: () => openDatabase({ dataDir: directory }),
    dispose: () => Promise.resolve(),
  };
}

const versionResultSchema = z.object({
  rows: z.tuple([z.object({ version: z.string() })], z.unknown()),
});

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function onAdminConnection<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Host names of this machine's own PostgreSQL (an empty host is the local socket). */
const LOCAL_HOSTS = new Set(['', 'localhost', '127.0.0.1', '[::1]']);

/** Creates `<name>_bench_<random>` on the server of `baseUrl`; the caller must dispose() it. */
export async function createPostgresBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const url = new URL(baseUrl);
  const baseName = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'canopy';
  // PostgreSQL truncates identifiers at 63 bytes; keep the random part whole.
  const name = `${baseName.slice(0, 40)}_bench_${randomBytes(5).toString('hex')}`;
  await onAdminConnection(baseUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)}`),
  );
  const runUrl = new URL(baseUrl);
  runUrl.pathname = `/${encodeURIComponent(name)}`;
  let dropped = false;
  return {
    kind: 'postgres',
    location: name,
    serverEnv: { DATABASE_URL: runUrl.toString() },
    local: LOCAL_HOSTS.has(url.hostname),
    open: () => openDatabase({ url: runUrl.toString(), poolSize: 2 }),
    async dispose() {
      if (dropped) return;
      // FORCE ends any session still connected (a server that had to be killed).
      await onAdminConnection(baseUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
      dropped = true;
    },
  };
}

/** "PostgreSQL 15.20 …" as the database itself reports it (PGlite reports its PostgreSQL too). */
export async function databaseVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`select version() as version`);
  // Both drivers answer { rows: [...] }; Drizzle types a raw result as unknown.
  return versionResultSchema.parse(result).rows[0].version;
}
