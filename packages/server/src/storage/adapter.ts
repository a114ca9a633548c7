/** socket.io's postgres adapter: not written yet. */
import type { IO } from '../connection.js';

export async function attachPostgresAdapter(_io: IO, _url: string): Promise<() => Promise<void>> {
  throw new Error('the postgres adapter is not wired yet');
}
