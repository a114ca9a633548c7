import '@invasion/cards';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultSavePath, parseSave, readSave, SaveFileError, writeSave, type SaveFile } from '../../src/terminal/save.js';
import { GameSession, ReplayError } from '../../src/terminal/session.js';
import { playBots, setupOf } from './helpers.js';

function saveOf(session: GameSession): SaveFile {
  return { format: 1, setup: session.setup, human: 0, decks: ['dwarf', 'orc'], decisions: [...session.decisions], stops: ['capital'], turn: 0, result: session.result, savedAt: 'now', vs: 'greedy' };
}

describe('save files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'invasion-save-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('replay to the same game: same views for both seats, same events', () => {
    const played = playBots(GameSession.start(setupOf(9)), 120);
    const path = join(dir, 'g.json');
    writeSave(path, saveOf(played));
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    expect(json.format).toBe(1);
    expect(Object.keys(json).sort()).toEqual(['decisions', 'decks', 'format', 'human', 'result', 'savedAt', 'setup', 'stops', 'turn', 'vs']);
    const first = (json.decisions as Record<string, unknown>[])[0]!;
    expect(Object.keys(first).sort()).toEqual(['decision', 'key', 'seat']);
    expect(first.key).toMatch(/^(keep|mulligan)$/);
    const back = readSave(path);
    const resumed = GameSession.replay(back.setup, back.decisions);
    expect(resumed.stateId).toBe(played.stateId);
    for (const seat of [0, 1] as const) expect(resumed.view(seat)).toEqual(played.view(seat));
    // Both go on alike (a replayed session counts the events so far as seen).
    expect(resumed.events(0)).toEqual([]);
    played.events(0);
    playBots(played, 50, [7, 8]);
    playBots(resumed, 50, [7, 8]);
    expect(resumed.view(0)).toEqual(played.view(0));
    expect(resumed.events(0).map((e) => e.text)).toEqual(played.events(0).map((e) => e.text));
  });

  it('a decision that does not fit the game is refused with its number', () => {
    const played = playBots(GameSession.start(setupOf(9)), 30);
    const decisions = played.decisions.map((d) => ({ ...d }));
    decisions[10] = { seat: decisions[10]!.seat, key: 'play:99999:kingdom', decision: { type: 'play', card: 99999, zone: 'kingdom' } };
    expect(() => GameSession.replay(played.setup, decisions)).toThrow(ReplayError);
    expect(() => GameSession.replay(played.setup, decisions)).toThrow(/decision 11/);
  });

  it('checks the shape of a file', () => {
    expect(() => parseSave([])).toThrow(SaveFileError);
    expect(() => parseSave({ format: 2 })).toThrow(/format 2/);
    expect(() => parseSave({ format: 1, setup: { players: [], seed: 1 }, human: 0, decisions: [] })).toThrow(/two players/);
    const ok = { format: 1, setup: setupOf(1), human: 0, decisions: [{ seat: 0, key: 'keep' }] };
    expect(parseSave(ok).decisions).toHaveLength(1);
    // Saves from before bot levels were played against the random bot.
    expect(parseSave(ok).vs).toBe('random');
    expect(parseSave({ ...ok, vs: 'greedy' }).vs).toBe('greedy');
    expect(() => parseSave({ ...ok, vs: 'deep-blue' })).toThrow(/vs must be a bot level/);
    expect(() => parseSave({ ...ok, decisions: [{ seat: 2, key: 'keep' }] })).toThrow(/decision 1/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ nope');
    expect(() => readSave(bad)).toThrow(/not JSON/);
    expect(() => readSave(join(dir, 'missing.json'))).toThrow(/cannot read/);
  });

  it('autosaves under $INVASION_SAVE_DIR, else the system temporary directory', () => {
    const p = defaultSavePath(7, new Date('2025-01-02T03:04:05Z'), tmpdir());
    expect(p).toBe(join(tmpdir(), 'invasion-7-20250102-030405.json'));
    expect(defaultSavePath(7, new Date('2025-01-02T03:04:05Z'), '/saves')).toBe('/saves/invasion-7-20250102-030405.json');
  });
});

describe('undo', () => {
  it('goes back to before the seat’s last own decision, from a snapshot or by replaying', () => {
    const s = playBots(GameSession.start(setupOf(3)), 40);
    const seat = s.promptSeat!;
    const before = s.view(seat);
    s.checkpoint();
    const option = before.options[before.options.length - 1]!;
    s.act(seat, option, before.stateId);
    expect(s.view(seat).stateId).not.toBe(before.stateId);
    expect(s.undo(seat)).toBe(true);
    expect(s.view(seat)).toEqual(before);
    // Without a snapshot the session replays from the setup.
    s.act(seat, option, before.stateId);
    const snapshotless = GameSession.replay(s.setup, s.decisions);
    expect(snapshotless.undo(seat)).toBe(true);
    expect(snapshotless.view(seat)).toEqual(before);
  });

  it('skips the decisions the terminal made for the player and says when there is nothing to undo', () => {
    const s = GameSession.start(setupOf(3));
    const seat = s.promptSeat!;
    expect(s.undo(seat)).toBe(false);
    s.act(seat, 'keep', s.view(seat).stateId, true);
    expect(s.decisions[0]).toEqual({ seat, key: 'keep', decision: { type: 'keep' }, auto: true });
    expect(s.undo(seat)).toBe(false);
  });
});
