/**
 * Several nodes: socket.io's postgres adapter relays broadcasts (lobby chat and listings, game
 * updates to a room) through PostgreSQL NOTIFY, so a message reaches every connection whatever
 * node it is on.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { IO } from '../connection.js';

export async function attachPostgresAdapter(io: IO, url: string): Promise<() => Promise<void>> {
  // Broadcasts larger than NOTIFY's 8000 bytes (a view is ~15 KB) go through an attachments table:
  // transient rows, so their commits need not wait for the disk.
  const pool = new pg.Pool({ connectionString: url, max: 4, options: '-c synchronous_commit=off' });
  pool.on('error', () => undefined);
  // The adapter keeps one client checked out for LISTEN: its errors (the database restarting) must not be uncaught.
  pool.on('connect', (client) => void client.on('error', () => undefined));
  io.adapter(createAdapter(pool, { heartbeatInterval: 2000, heartbeatTimeout: 6000 }));
  return async () => {
    await pool.end().catch(() => undefined);
  };
}
