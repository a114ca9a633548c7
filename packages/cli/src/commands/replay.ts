/** `invasion replay FILE [--seat 1|2|both] [--to N]`: step through a saved game (src/terminal/replay.ts). */
import { TermInput } from '../terminal/io.js';
import { replayInteractive, replayTo, type ReplaySeat } from '../terminal/replay.js';
import { readSave, SaveFileError } from '../terminal/save.js';
import { ReplayError } from '../terminal/session.js';
import { intOption, parseWithFiles, UsageError } from '../util.js';

export const REPLAY_USAGE = 'invasion replay FILE [--seat 1|2|both] [--to N]';

export async function runReplay(argv: string[]): Promise<number> {
  const { values, positionals } = parseWithFiles('replay', argv, { seat: { type: 'string' }, to: { type: 'string' } });
  if (positionals.length !== 1) throw new UsageError(`replay: expected one save file, got ${positionals.length}`);
  const seatArg = values.seat ?? 'both';
  if (!['1', '2', 'both'].includes(seatArg)) throw new UsageError(`--seat must be 1, 2 or both, got '${seatArg}'`);
  const seat: ReplaySeat = seatArg === 'both' ? 'both' : seatArg === '1' ? 0 : 1;
  const out = (line: string) => void process.stdout.write(`${line}\n`);
  try {
    const save = readSave(positionals[0]!);
    if (values.to !== undefined) {
      const n = intOption('to', values.to, 0, 0);
      if (n > save.decisions.length) throw new UsageError(`--to ${n}: the file has ${save.decisions.length} decisions`);
      return replayTo({ save, seat, out }, n);
    }
    const input = new TermInput();
    try {
      return await replayInteractive({ save, seat, out }, input);
    } finally {
      input.close();
    }
  } catch (e) {
    if (e instanceof SaveFileError || e instanceof ReplayError) throw new UsageError(`replay: ${e.message}`);
    throw e;
  }
}
