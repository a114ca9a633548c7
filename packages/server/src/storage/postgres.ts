/** PostgreSQL storage: not written yet. */
import type { Storage } from './types.js';

export const PostgresStorage = {
  async connect(_url: string): Promise<Storage> {
    throw new Error('PostgreSQL storage is not implemented yet');
  },
};
