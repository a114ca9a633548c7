/** Runs a server from the command line (also what tests spawn as a child process). */
import { parseServeArgs, SERVE_USAGE } from './args.js';
import { startServer } from './server.js';

export async function serve(argv: string[]): Promise<void> {
  let opts;
  try {
    opts = parseServeArgs(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\nUsage: ${SERVE_USAGE}\n`);
    process.exit(2);
  }
  const server = await startServer(opts);
  process.stdout.write(`listening ${server.url}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) await serve(process.argv.slice(2));
