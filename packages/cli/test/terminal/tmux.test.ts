/**
 * End-to-end: `invasion play` (and `replay`) in a detached tmux session of 80×24, keys sent and the
 * screen read back as a player sees it. Skipped, saying so, where tmux is not installed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasTmux, TmuxSession } from './tmux.js';

const TMUX = hasTmux();
if (!TMUX) console.warn('tmux is not installed: the terminal end-to-end tests are skipped');

const dir = mkdtempSync(join(tmpdir(), 'invasion-tmux-test-'));
let sessions: TmuxSession[] = [];

/** The screen ends with an input prompt ("> " or "y/n> "). */
const atPrompt = (s: string) => /^(y\/n)?>$/.test(s.trimEnd().split('\n').at(-1) ?? '');
const exited = (s: string) => /\[exit \d+\]/.test(s);

function start(args: string[]): TmuxSession {
  const t = new TmuxSession('play').start(args);
  sessions.push(t);
  return t;
}

/** Types a line and waits for the next prompt (or the end of the program). */
async function answer(t: TmuxSession, text: string, ms = 10_000): Promise<string> {
  const before = t.screen();
  t.send(text);
  return t.waitFor((s) => s !== before && (atPrompt(s) || exited(s)), ms);
}

/** Seed 7, dwarf vs orc, at P1's first capital phase (3 resources; Hammerer of Karak Azul is entry 1, Armoury 2). */
async function firstCapital(save: string): Promise<TmuxSession> {
  const t = start(['play', '--seed', '7', '--vs', 'random', '--save', save]);
  await t.waitFor((s) => /Keep this opening hand/.test(s) && atPrompt(s), 20_000);
  const s = await answer(t, '1');
  expect(s).toContain('Capital phase: play or develop cards (3 resources), or pass.');
  expect(s).toMatch(/ 1 Hammerer of Karak Azul +play k q b · develop/);
  expect(s).toMatch(/Contested Stronghold ×2/);
  return t;
}

/** The prompt part of a screen: from the status lines to the end. */
const promptPart = (s: string) => s.slice(s.lastIndexOf('── Turn'));
/** The question and the numbered entries of the last menu on screen (no card text lines). */
const menuOf = (s: string) => {
  const lines = s.trimEnd().split('\n');
  let title = lines.length - 1;
  while (title > 0 && !(/^[A-Z].*[.?]$/.test(lines[title]!) && !lines[title]!.includes(' · '))) title--;
  return lines.slice(title).filter((l, i) => i === 0 || /^ +\d+ /.test(l));
};

describe.skipIf(!TMUX)('invasion play in tmux, 80×24', () => {
  afterEach(() => {
    for (const t of sessions) t.kill();
    sessions = [];
  });
  // A session that lives as long as the suite, so the tmux server does not exit between tests.
  const keeper = new TmuxSession('keeper');
  beforeAll(() => keeper.startRaw('sleep 600'));
  afterAll(() => {
    keeper.killServer();
    rmSync(dir, { recursive: true, force: true });
  });

  it('plays a card in two steps, then with p N k; undo takes it back', async () => {
    const t = await firstCapital(join(dir, 'two-step.json'));
    let s = await answer(t, '1');
    expect(s).toContain('Hammerer of Karak Azul — Unit · cost 2');
    expect(s).toMatch(/ 1 Play Hammerer of Karak Azul into your kingdom — cost 2/);
    s = await answer(t, '2');
    expect(s).toContain('P1 plays Hammerer of Karak Azul into the quest for 2');
    expect(s).toContain('(1 resources)');
    s = await answer(t, 'undo');
    expect(s).toContain('Undone: back to your previous decision.');
    expect(promptPart(s)).toContain('(3 resources)');
    s = await answer(t, 'p 2 k');
    expect(s).toContain('P1 plays Armoury into the kingdom for 2');
    expect(s).toMatch(/You +1 res/);
    for (const line of s.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('info, the board and why', async () => {
    const t = await firstCapital(join(dir, 'info.json'));
    let s = await answer(t, 'info 1');
    expect(s).toContain('Hammerer of Karak Azul (01003)');
    expect(s).toMatch(/keywords +Toughness 1/);
    expect(s).toMatch(/now +in your hand · costs you 2 now/);
    s = await answer(t, 'info grimgor');
    expect(s).toContain('Grimgor Ironhide');
    expect(s).toMatch(/text +/);
    s = await answer(t, 'b');
    expect(s).toContain('Opponent (P2, Orc capital)');
    expect(s).toMatch(/Hand \(7\): /);
    expect(s).toContain('Capital phase: play or develop cards (3 resources), or pass. — m: the menu again');
    s = await answer(t, 'm');
    expect(s).toMatch(/ 2 Armoury +play k q b/);
    s = await answer(t, 'why masons');
    expect(s).toContain('Dwarf Masons costs 4 but you have 3 resources');
  });

  it('stops: listed, changed, and the game passes for you where there is none', async () => {
    const t = await firstCapital(join(dir, 'stops.json'));
    let s = await answer(t, 'stops');
    expect(s).toMatch(/\[x\] capital/);
    expect(s).toMatch(/\[ \] opp-quest/);
    s = await answer(t, 'stop opp quest');
    expect(s).toContain('Stop: opp-quest.');
    s = await answer(t, 'nostop capital');
    expect(s).toContain('No stop: capital.');
    s = await answer(t, 'stops');
    expect(s).toMatch(/\[ \] capital/);
    expect(s).toMatch(/\[x\] opp-quest/);
    // Ending the capital phase with cards to play asks first; then the next capital phases pass by.
    s = await answer(t, '');
    expect(s).toMatch(/End your capital phase with \d+ things you could still do\? \(y\/n\)/);
    s = await answer(t, 'y', 30_000);
    expect(s).toMatch(/passed for you at: .*capital/);
  });

  it('a number typed before the prompt changed is not used', async () => {
    const t = start(['play', '--seed', '7', '--vs', 'random', '--save', join(dir, 'stale.json')]);
    await t.waitFor((s) => /Keep this opening hand/.test(s) && atPrompt(s), 20_000);
    // "1", Enter, "1" at once: the second "1" was typed against the mulligan, not the capital phase.
    const before = t.screen();
    t.send('1\r1', true);
    const s = await t.waitFor((x) => x !== before && /The prompt changed/.test(x) && atPrompt(x));
    expect(s).toContain("The prompt changed before '1' was read: nothing done.");
    expect(menuOf(s)[0]).toBe('Capital phase: play or develop cards (3 resources), or pass.');
    expect(s).not.toContain('P1 plays');
  });

  it('saves after every decision; --resume continues at the same prompt; replay --to N shows a view', async () => {
    const save = join(dir, 'resume.json');
    const t = await firstCapital(save);
    await answer(t, 'p 1 k');
    const s = await answer(t, 'd 1 q');
    const asked = menuOf(s);
    expect(asked[0]).toMatch(/^Capital phase/);
    let q = await answer(t, 'q');
    expect(q).toContain(`Quit? The game stays saved in ${save}`);
    q = await answer(t, 'y');
    expect(q).toContain('[exit 0]');
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { format: number; decisions: { seat: number; key: string }[] };
    expect(saved.format).toBe(1);
    expect(saved.decisions.some((d) => d.key === 'play:45:kingdom')).toBe(true);

    const r = start(['play', '--resume', save]);
    const resumed = await r.waitFor((x) => atPrompt(x) && x.includes('── Turn'), 20_000);
    expect(r.screen(100)).toContain(`${saved.decisions.length} decisions replayed`);
    expect(menuOf(resumed)).toEqual(asked);

    const rp = start(['replay', save, '--to', '4', '--seat', '1']);
    const shown = await rp.waitFor(exited, 20_000);
    expect(shown).toContain(`After 4 of ${saved.decisions.length} decisions`);
    expect(shown).toContain('[exit 0]');
  });

  it('plays a whole game to its end, choosing the first option every time', async () => {
    const t = start(['play', '--seed', '7', '--vs', 'random', '--save', join(dir, 'whole.json')]);
    let s = await t.waitFor(atPrompt, 20_000);
    const end = Date.now() + 40_000;
    let inputs = 0;
    while (!/Game over/.test(s)) {
      if (Date.now() > end) throw new Error(`no result after ${inputs} inputs; screen:\n${s}`);
      const tail = s.trimEnd().split('\n').slice(-3).join('\n');
      const key = tail.endsWith('y/n>') ? 'y' : /There is no 1 here/.test(tail) ? '' : '1';
      s = await answer(t, key);
      inputs++;
    }
    expect(s).toMatch(/Game over: (you win!|the bot wins\.|a draw)/);
    expect(s).toContain('[exit 0]');
  }, 60_000);

  it('q asks first; n keeps playing, y quits', async () => {
    const t = await firstCapital(join(dir, 'quit.json'));
    let s = await answer(t, 'q');
    expect(s).toMatch(/Quit\? The game stays saved in .*quit\.json/);
    s = await answer(t, 'n');
    expect(menuOf(s)[0]).toBe('Capital phase: play or develop cards (3 resources), or pass.');
    s = await answer(t, 'q');
    s = await answer(t, 'y');
    expect(s).toContain('[exit 0]');
  });
});
