// Where the fault suites run and what each gets: a fresh PostgreSQL database per file (created
// from the server URL, dropped after), the reason to skip when they cannot run, and one list of
// what to undo after the file (`onCleanup`, then `afterAll(cleanUp)`), last made, first undone.
//
// They run once per CI, in the PostgreSQL pass (TEST_DATABASE_URL set), and are skipped with a
// printed reason in the PGlite pass: every suite drives real server processes on a real
// PostgreSQL server whichever pass it is in, so a second run would test the same thing again and
// cost about a minute. Where TEST_DATABASE_URL is set but PostgreSQL does not answer, they fail.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { urlForDatabase } from '../helpers/test-database-template';

const postgresServerUrl = process.env.TEST_DATABASE_URL;

const cleanups: Array<() => Promise<void>> = [];

/** Undo this after the file's tests, before whatever was made earlier. */
export function onCleanup(undo: () => Promise<void>): void {
  cleanups.unshift(undo);
}

/** Runs every registered undo, newest first; for afterAll. */
export async function cleanUp(): Promise<void> {
  for (const undo of cleanups.splice(0)) await undo();
}

/** Null when the suites can run; otherwise why not (printed by the caller). */
export async function faultSuitesSkipReason(): Promise<string | null> {
  if (!postgresServerUrl) {
    return 'the fault suites run in the PostgreSQL pass only: set TEST_DATABASE_URL';
  }
  // Unreachable with TEST_DATABASE_URL set: a failure, not a skip.
  const client = new pg.Client({
    connectionString: postgresServerUrl,
    connectionTimeoutMillis: 5000,
  });
  await client.connect();
  await client.end();
  return null;
}

export function postgresAddress(): { host: string; port: number } {
  const url = new URL(serverUrl());
  return { host: url.hostname, port: Number(url.port || 5432) };
}

function serverUrl(): string {
  if (!postgresServerUrl) throw new Error('TEST_DATABASE_URL is not set');
  return postgresServerUrl;
}

export interface ScratchDatabase {
  /** The database's URL, straight to PostgreSQL. */
  url: string;
  /** The same database through another host and port (a proxy). */
  urlVia(port: number): string;
  /** A small pool for the suite's own reads and arrangements, never through a proxy. */
  pool: pg.Pool;
}

/**
 * A copy of the suites' migrated template (so it carries their settings: the age step off, as
 * every suite written before it expects); dropped (with its pool closed) by cleanUp.
 */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const template = inject('testDatabaseTemplate');
  if (template.kind !== 'postgres') throw new Error('the fault suites need the PostgreSQL pass');
  const name = `canopy_faults_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`);
  const url = urlForDatabase(serverUrl(), name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection ended from outside (other runs share this server) is no failure here.
  pool.on('error', () => undefined);
  const drop = async () => {
    await pool.end();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  onCleanup(drop);
  return {
    url,
    urlVia(port) {
      const via = new URL(url);
      via.hostname = '127.0.0.1';
      via.port = String(port);
      return via.toString();
    },
    pool,
  };
}

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
