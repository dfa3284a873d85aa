// A hot statement sent as a named prepared statement (decision 0044). PostgreSQL plans a statement
// on every execution unless it is prepared; a prepared one is planned for its first five
// executions on a connection, then runs a generic plan when that costs no more. For checkout's
// batch of reads the planning was most of what PostgreSQL spent on them. The name is a digest of
// the statement's text, so each shape of the statement is prepared once per pooled connection;
// only statements of a fixed set of shapes belong here (the values are bound parameters, never
// part of the text). On PGlite drizzle drops the name and the statement runs unnamed, exactly as
// `db.execute` would run it.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();
const namesByText = new Map<string, string>();

function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `canopy_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    namesByText.set(text, name);
  }
  return name;
}

/** Runs `statement` prepared under a name of its own; answers what `db.execute` would. */
export function executePrepared(db: Database, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  return db._.session.prepareQuery(query, undefined, statementName(query.sql), false).execute();
}
