/** `invasion serve`: the online game server (packages/server, docs/deploy.md) until SIGINT or SIGTERM. */
import { parseServeArgs, SERVE_USAGE, startServer } from '@invasion/server';
import { UsageError } from '../util.js';

export { SERVE_USAGE };

export async function runServe(argv: string[]): Promise<number> {
  let opts;
  try {
    opts = parseServeArgs(argv);
  } catch (e) {
    throw new UsageError(`serve: ${(e as Error).message}`);
  }
  const server = await startServer(opts);
  process.stdout.write(`listening ${server.url}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}
