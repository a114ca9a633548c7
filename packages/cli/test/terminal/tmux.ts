/**
 * Drives the terminal game in a detached tmux session of a fixed size, on a tmux server of its own
 * (`-L`), reading the screen with capture-pane. Polls instead of sleeping.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export function hasTmux(): boolean {
  return spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export class TmuxSession {
  private static count = 0;
  readonly name: string;
  readonly socket: string;

  constructor(tag: string) {
    TmuxSession.count++;
    this.name = `${tag}-${process.pid}-${TmuxSession.count}`;
    this.socket = `invasion-test-${process.pid}`;
  }

  private tmux(args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  /** Starts `invasion ARGS` (through tsx) at 80×24; the pane stays after it exits, with "[exit N]". */
  start(args: string[], cols = 80, rows = 24): this {
    const cmd = `cd ${shellQuote(ROOT)} && NO_COLOR=1 node --import tsx packages/cli/src/main.ts ${args.map(shellQuote).join(' ')}; echo "[exit $?]"; sleep 300`;
    this.tmux(['new-session', '-d', '-s', this.name, '-x', String(cols), '-y', String(rows), cmd]);
    return this;
  }

  /** Starts a shell command as it is (no program around it). */
  startRaw(cmd: string): this {
    this.tmux(['new-session', '-d', '-s', this.name, '-x', '80', '-y', '24', cmd]);
    return this;
  }

  /** Types `text` literally, then Enter (unless `enter` is false). */
  send(text: string, enter = true): void {
    if (text) this.tmux(['send-keys', '-t', this.name, '-l', text]);
    if (enter) this.tmux(['send-keys', '-t', this.name, 'Enter']);
  }

  /** The visible screen (or, with `history`, that many lines of scrollback too). */
  screen(history = 0): string {
    return this.tmux(['capture-pane', '-p', '-t', this.name, ...(history ? ['-S', `-${history}`] : [])]);
  }

  /** Polls the screen every 50 ms until `test` holds; returns it, or throws with the screen after `ms`. */
  async waitFor(test: RegExp | ((screen: string) => boolean), ms = 10_000): Promise<string> {
    const ok = typeof test === 'function' ? test : (s: string) => test.test(s);
    const end = Date.now() + ms;
    let s = '';
    for (;;) {
      s = this.screen();
      if (ok(s)) return s;
      if (Date.now() > end) throw new Error(`timed out waiting for ${String(test)}; screen:\n${s}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  kill(): void {
    try {
      this.tmux(['kill-session', '-t', this.name]);
    } catch {
      // already gone
    }
  }

  /** Stops this test process's tmux server (all its sessions). */
  killServer(): void {
    try {
      this.tmux(['kill-server']);
    } catch {
      // not running
    }
  }
}
