/** `invasion serve` arguments: --port, --host, --db, --database-url (or DATABASE_URL), --node, --grace, --rate, --sync, --log, --web, --bot-threads; --test-seed (tests only). */
import type { ServerOptions } from './config.js';

export const SERVE_USAGE = 'invasion serve [--port P] [--host H] [--db FILE] [--database-url URL] [--node NAME] [--grace SECONDS] [--rate PER_SECOND] [--sync full|normal] [--log LEVEL] [--web DIR] [--bot-threads N] [--test-seed N]';

export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): Partial<ServerOptions> {
  const opts: Partial<ServerOptions> = {};
  if (env.PORT) opts.port = Number(env.PORT);
  if (env.DATABASE_URL) opts.databaseUrl = env.DATABASE_URL;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    switch (flag) {
      case '--port':
        opts.port = Number(value);
        if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) throw new Error(`--port: not a port: ${value}`);
        break;
      case '--host':
        opts.host = value;
        break;
      case '--db':
        opts.db = value;
        break;
      case '--node':
        opts.node = value;
        break;
      case '--database-url':
        opts.databaseUrl = value;
        break;
      case '--grace':
        opts.graceMs = Number(value) * 1000;
        if (!(opts.graceMs >= 0)) throw new Error(`--grace: not a number of seconds: ${value}`);
        break;
      case '--rate': {
        const perSecond = Number(value);
        if (!(perSecond > 0)) throw new Error(`--rate: not a positive number: ${value}`);
        opts.rate = { perSecond, burst: perSecond * 2, strikes: perSecond * 10 };
        break;
      }
      case '--sync':
        if (value !== 'full' && value !== 'normal') throw new Error(`--sync: full or normal, not ${value}`);
        opts.sqliteSync = value;
        break;
      case '--log':
        opts.logLevel = value;
        break;
      case '--web':
        opts.webRoot = value;
        break;
      case '--bot-threads':
        opts.botThreads = Number(value);
        if (!Number.isInteger(opts.botThreads) || opts.botThreads < 0) throw new Error(`--bot-threads: a number of threads (0: none), not ${value}`);
        break;
      case '--test-seed':
        opts.testSeed = Number(value);
        if (!Number.isInteger(opts.testSeed) || opts.testSeed < 0) throw new Error(`--test-seed: not a seed: ${value}`);
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  return opts;
}
