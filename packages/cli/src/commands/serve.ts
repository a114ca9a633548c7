/**
 * `invasion serve`: the online game server (packages/server, docs/deploy.md) with the browser client
 * (packages/web's build) at its address, until SIGINT or SIGTERM. `--open` opens that address in a
 * browser where there is one (`npm start`); without a browser it only prints it.
 */
import { spawn } from 'node:child_process';
import { parseServeArgs, SERVE_USAGE as SERVER_USAGE, startServer } from '@invasion/server';
import { WEB_ROOT, webBuilt } from '@invasion/web';
import { UsageError } from '../util.js';

export const SERVE_USAGE = `${SERVER_USAGE} [--open]`;

export async function runServe(argv: string[]): Promise<number> {
  const open = argv.includes('--open');
  let opts;
  try {
    opts = parseServeArgs(argv.filter((a) => a !== '--open'));
  } catch (e) {
    throw new UsageError(`serve: ${(e as Error).message}`);
  }
  const webRoot = opts.webRoot ?? WEB_ROOT;
  const server = await startServer({ ...opts, webRoot });
  // Scripts and tests read this line: keep its shape.
  process.stdout.write(`listening ${server.url}\n`);
  if (webBuilt(webRoot)) {
    process.stdout.write(`Play in a browser at ${server.url} (Ctrl+C stops the server; the terminal game is \`npx invasion play\`)\n`);
    if (open) openBrowser(server.url);
  } else process.stdout.write(`The browser client is not built (${webRoot}): run \`npm run build -w @invasion/web\`\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}

/**
 * Best effort: the system's way to open a URL. On Linux only with a graphical session — xdg-open
 * on a bare terminal would start a text browser in the terminal we print to. Never fails.
 */
function openBrowser(url: string): void {
  const command =
    process.platform === 'darwin' ? ['open', url] : process.platform === 'win32' ? ['cmd', '/c', 'start', '""', url] : process.env.DISPLAY || process.env.WAYLAND_DISPLAY ? ['xdg-open', url] : null;
  if (!command || process.env.CI) return;
  try {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // No opener on this system: the address is printed above.
  }
}
