/** The storage a server uses: PostgreSQL when a DATABASE_URL is given, else a SQLite file. */
import type { ServerOptions } from '../config.js';
import { SqliteStorage } from './sqlite.js';
import type { Storage } from './types.js';

export async function openStorage(opts: ServerOptions): Promise<Storage> {
  if (opts.databaseUrl) {
    const { PostgresStorage } = await import('./postgres.js');
    return PostgresStorage.connect(opts.databaseUrl);
  }
  return new SqliteStorage(opts.db, { sync: opts.sqliteSync });
}
