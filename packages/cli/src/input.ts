/**
 * Line input for the terminal game. On a TTY it is an interactive readline prompt; when stdin is
 * piped, lines are read in order and echoed after the prompt so a transcript reads naturally.
 * `next` resolves to null at the end of input.
 */
import { createInterface, type Interface } from 'node:readline';

export class LineReader {
  private readonly rl: Interface;
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private closed = false;
  readonly interactive: boolean;

  constructor(
    input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
  ) {
    this.interactive = input.isTTY === true;
    this.rl = createInterface({ input, ...(this.interactive ? { output, terminal: true } : { terminal: false }) });
    this.rl.on('line', (line) => {
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

  async next(prompt: string): Promise<string | null> {
    let line: string | null;
    if (this.interactive) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    }
    if (this.queue.length > 0) line = this.queue.shift()!;
    else if (this.closed) line = null;
    else line = await new Promise<string | null>((resolve) => (this.waiting = resolve));
    if (!this.interactive) this.output.write(line === null ? `${prompt}\n` : `${prompt}${line}\n`);
    return line;
  }

  close(): void {
    this.closed = true;
    this.rl.close();
  }
}
