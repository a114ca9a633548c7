/** Runs `invasion serve` as a child process (crash test, kill -9 test): resolves once it listens. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function spawnServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--log', 'silent', '--rate', '1000', ...args, ...(process.env.SERVE_DEBUG ? ['--log', 'warn'] : [])], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  if (process.env.SERVE_DEBUG) child.stderr!.on('data', (d) => process.stderr.write(d));
  // SERVE_DEBUG=1: the server's warnings and errors (pino, JSON lines) go to this process's stderr.
  if (process.env.SERVE_DEBUG) child.stdout!.on('data', (d) => /"level":[4-6]0/.test(String(d)) && process.stderr.write(d));
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 30_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /listening (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[1]!,
          async kill(signal = 'SIGKILL') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening: ${stderr}`));
    });
  });
}
