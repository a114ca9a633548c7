/**
 * Line input for the terminal. On a TTY it is a readline prompt, and every line is stamped with
 * the screen that was showing when the player began typing it (or pressed Enter on an empty line;
 * `screen` is set by the game each time it shows a menu): a choice typed against an earlier screen
 * is never applied to a newer one.
 * When stdin is piped, lines are read in order and echoed after the prompt, so a transcript reads
 * naturally (a script decides what it decides: no stamps are compared).
 */
import { createInterface, type Interface } from 'node:readline';

export interface InputLine {
  text: string;
  /** The screen key showing when the line arrived (null: none was). */
  screen: string | null;
}

export class TermInput {
  private readonly rl: Interface;
  private readonly queue: InputLine[] = [];
  private waiting: ((line: InputLine | null) => void) | null = null;
  private closed = false;
  readonly interactive: boolean;
  /** The screen on display now; lines arriving are stamped with it. */
  screen: string | null = null;
  /** The screen showing when the line being typed got its first key. */
  private lineStart: string | null = null;

  constructor(
    input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
  ) {
    this.interactive = input.isTTY === true;
    this.rl = createInterface({ input, ...(this.interactive ? { output, terminal: true } : { terminal: false }) });
    if (this.interactive) {
      // Registered after readline's own listener: `rl.line` already holds the key just typed.
      input.on('keypress', () => {
        if (this.rl.line === '') this.lineStart = null;
        else this.lineStart ??= this.screen;
      });
    }
    this.rl.on('line', (text) => {
      const line = { text, screen: this.lineStart ?? this.screen };
      this.lineStart = null;
      const w = this.waiting;
      if (w) {
        this.waiting = null;
        w(line);
      } else this.queue.push(line);
    });
    this.rl.on('close', () => {
      this.closed = true;
      const w = this.waiting;
      this.waiting = null;
      w?.(null);
    });
    this.rl.on('SIGINT', () => {
      this.output.write('\n');
      process.exit(130);
    });
  }

  /** The next line (null at the end of input), after showing `prompt`. */
  async line(prompt: string): Promise<InputLine | null> {
    if (this.interactive) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    }
    let line: InputLine | null;
    if (this.queue.length > 0) line = this.queue.shift()!;
    else if (this.closed) line = null;
    else line = await new Promise<InputLine | null>((resolve) => (this.waiting = resolve));
    if (!this.interactive) this.output.write(line === null ? `${prompt}\n` : `${prompt}${line.text}\n`);
    return line;
  }

  /** The next line's text (for callers that do not compare screens, like the draft). */
  async next(prompt: string): Promise<string | null> {
    return (await this.line(prompt))?.text ?? null;
  }

  /** Is this line a reply to the screen showing now? (Always, when input is piped.) */
  current(line: InputLine): boolean {
    return !this.interactive || line.screen === this.screen;
  }

  close(): void {
    this.closed = true;
    this.rl.close();
  }
}

/**
 * Lets lines typed while the game was busy (the bot's moves, auto-passes) arrive and be stamped
 * with the screen they answered, before a new screen is shown: a timer turn, then an I/O poll.
 */
export async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setImmediate(r));
}
