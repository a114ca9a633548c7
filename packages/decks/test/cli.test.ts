import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deckCommand, draftCommand, loadDeckFile, parseO8d, unimplementedCards, type DraftedDeck } from '../src/index.js';
import { fixture } from './helpers.js';

function io(input?: string) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t), ...(input !== undefined ? { input: Readable.from([input]) } : {}) },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}
const dir = mkdtempSync(join(tmpdir(), 'invasion-decks-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('deck command', () => {
  it('validate: 0 legal, 1 illegal, 3 unreadable file', async () => {
    let c = io();
    expect(await deckCommand(['validate', fixture('dwarf-tournament.txt')], c.io)).toBe(0);
    expect(c.out()).toContain('LEGAL tournament deck');
    c = io();
    expect(await deckCommand(['deck', 'validate', fixture('messy-forum.txt'), '--format', 'tournament'], c.io)).toBe(1);
    expect(c.out()).toContain('too-few-cards');
    expect(c.out()).toContain('"Troll Slayer" → Troll Slayers');
    c = io();
    expect(await deckCommand(['validate', fixture('messy-forum.txt'), '--format=casual', '--json'], c.io)).toBe(0);
    expect(JSON.parse(c.out())).toMatchObject({ legal: true, format: 'casual', capital: 'dwarf' });
    expect(await deckCommand(['validate', join(dir, 'missing.txt')], io().io)).toBe(3);
    expect(await deckCommand(['validate', file('bad.o8d', '<deck><section></deck>')], io().io)).toBe(3);
    expect(await deckCommand(['validate', file('empty.txt', '  \n')], io().io)).toBe(3);
    expect(await deckCommand(['validate', fixture('dwarf.o8d'), '--format', 'casual'], io().io)).toBe(0);
  });

  it('validate: 4 for unread lines or an undecided capital, --capital decides, 2 for bad options', async () => {
    const neutral = file('neutral.txt', 'Neutral pile\n3x Contested Village\n');
    let c = io();
    expect(await deckCommand(['validate', neutral, '--format', 'casual'], c.io)).toBe(4);
    expect(c.out()).toContain('NOT JUDGED');
    expect(c.out()).toContain('--capital');
    c = io();
    expect(await deckCommand(['validate', neutral, '--format', 'casual', '--capital', 'orc'], c.io)).toBe(0);
    expect(c.out()).toContain('capital Orc (--capital)');
    expect(await deckCommand(['validate', neutral, '--capital', 'atlantis'], io().io)).toBe(2);
    expect(await deckCommand(['validate', neutral, '--bogus'], io().io)).toBe(2);
    expect(await deckCommand(['validate', neutral, 'extra'], io().io)).toBe(2);
    expect(await deckCommand(['validate', neutral, '--format', 'sealed'], io().io)).toBe(2);
    const typo = file('typo.txt', 'Capital: Dwarf\n3x Runesmith\n2x Qwertyuiop\n');
    c = io();
    expect(await deckCommand(['validate', typo, '--json'], c.io)).toBe(4);
    expect(JSON.parse(c.out())).toMatchObject({ readable: true, complete: false, legal: false, playable: false, exitCode: 4, problems: expect.arrayContaining([expect.objectContaining({ code: 'unknown-card', line: 3 })]) });
  });

  it('validate text: an inferred capital is said with its reason; playability beside legality', async () => {
    const c = io();
    expect(await deckCommand(['validate', fixture('dwarf-corruption.txt'), '--format', 'casual'], c.io)).toBe(0);
    expect(c.out()).toContain('LEGAL casual deck.');
    expect(c.out()).toMatch(/NOT PLAYABLE here yet: \d+ titles? \(\d+ cop(?:y|ies)\) not implemented by this engine:\n(?: {2}- \d+x .+\n)+/);
    const inferred = io();
    await deckCommand(['validate', file('noCapital.txt', '3x Defender of the Hold\n2x Runesmith\n')], inferred.io);
    expect(inferred.out()).toContain('capital Dwarf (inferred)');
    expect(inferred.out()).toMatch(/Capital inferred: .*Dwarf/);
  });

  it('stats and export', async () => {
    let c = io();
    expect(await deckCommand(['stats', fixture('dwarf-tournament.txt'), '--json'], c.io)).toBe(0);
    expect(JSON.parse(c.out())).toMatchObject({ total: 50, capital: 'dwarf' });
    c = io();
    expect(await deckCommand(['stats', fixture('dwarf-tournament.txt')], c.io)).toBe(0);
    expect(c.out()).toContain('50 cards');
    c = io();
    expect(await deckCommand(['export', fixture('dwarf-tournament.txt'), '--to', 'o8d'], c.io)).toBe(0);
    expect(parseO8d(c.out()).cards.sort()).toEqual(loadDeckFile(fixture('dwarf-tournament.txt')).cards.sort());
    c = io();
    expect(await deckCommand(['export', fixture('dwarf.o8d'), '--to', 'text'], c.io)).toBe(0);
    expect(c.out()).toContain('Capital: Dwarf');
    expect(await deckCommand(['export', fixture('dwarf.o8d')], io().io)).toBe(2);
    // A list with unread lines is not exported (the export would silently lack them).
    c = io();
    expect(await deckCommand(['export', file('partial.txt', 'Capital: Dwarf\n3x Runesmith\n3x Qwertyuiop\n'), '--to', 'text'], c.io)).toBe(4);
    expect(c.out()).toBe('');
    expect(await deckCommand(['stats', file('partial2.txt', 'Capital: Dwarf\n3x Runesmith\n3x Qwertyuiop\n')], io().io)).toBe(4);
    expect(await deckCommand(['stats', join(dir, 'missing.txt')], io().io)).toBe(3);
  });

  it('loadDeckFile and unimplementedCards', () => {
    const d = loadDeckFile(fixture('dwarf-corruption.txt'));
    expect(d.capital).toBe('dwarf');
    expect(d.cards).toHaveLength(50);
    const missing = unimplementedCards(d.cards);
    expect(missing.find((m) => m.id === '10045')).toEqual({ id: '10045', name: 'Iron Defenders', copies: 3 });
    expect(missing.find((m) => m.id === '01001')).toBeUndefined(); // keyword-only: implemented
    expect(loadDeckFile(join(dir, 'nope.txt')).problems.map((p) => p.code)).toEqual(['unreadable-file']);
  });
});

describe('draft command', () => {
  it('--auto --json prints both decks; every drafted Core Set card is playable', async () => {
    const c = io();
    expect(await draftCommand(['draft', '--seed', '4', '--auto', '--json'], c.io)).toBe(0);
    const result = JSON.parse(c.out());
    expect(result.seed).toBe(4);
    expect(result.decks).toHaveLength(2);
    expect(result.decks[0].side).toBe('Order');
    expect(result.canStartGame).toBe(true);
    expect(result.decks[0].missing).toEqual([]);
  });

  it('reads the human choices line by line from piped input', async () => {
    const lines = Array.from({ length: 60 }, () => '1 2\n1\n').join('');
    const c = io(lines);
    expect(await draftCommand(['--vs', 'random', '--seed', '5'], c.io)).toBe(0);
    expect(c.out()).toContain('Your pack (15 cards)');
    expect(c.out()).toContain('=== Order deck');
    expect(c.out()).toContain('=== Destruction deck');
    expect(c.out()).toContain('Every drafted card is implemented');
  });

  it('then plays the drafted decks: the Order deck (yours) against the Destruction deck, legal and complete', async () => {
    const c = io();
    const played: { decks: DraftedDeck[]; seed: number }[] = [];
    const play = async (decks: DraftedDeck[], seed: number) => {
      played.push({ decks, seed });
      return 0;
    };
    expect(await draftCommand(['--auto', '--seed', '9'], { ...c.io, play })).toBe(0);
    expect(played).toHaveLength(1);
    const [mine, theirs] = played[0]!.decks;
    expect(played[0]!.seed).toBe(9);
    expect([mine!.name, theirs!.name]).toEqual(['Order draft', 'Destruction draft']);
    for (const d of [mine!, theirs!]) {
      expect(d.cards.length).toBeGreaterThanOrEqual(30);
      expect(unimplementedCards(d.cards)).toEqual([]);
    }
    expect(c.out()).toContain('The game starts');
    // --json and --no-play only list the decks
    for (const flag of ['--json', '--no-play']) {
      expect(await draftCommand(['--auto', '--seed', '9', flag], { ...io().io, play })).toBe(0);
    }
    expect(played).toHaveLength(1);
  });

  it('--vs names the bot the drafted decks are played against, among the levels the game offers', async () => {
    const against: string[] = [];
    const play = async (_decks: DraftedDeck[], _seed: number, vs: string) => {
      against.push(vs);
      return 0;
    };
    const opponents = ['random', 'greedy'];
    expect(await draftCommand(['--auto', '--seed', '9', '--vs', 'greedy'], { ...io().io, play, opponents })).toBe(0);
    expect(await draftCommand(['--auto', '--seed', '9'], { ...io().io, play, opponents })).toBe(0);
    expect(against).toEqual(['greedy', 'random']);
    const bad = io();
    expect(await draftCommand(['--auto', '--seed', '9', '--vs', 'deep-blue'], { ...bad.io, play, opponents })).toBe(2);
    expect(bad.err()).toContain('available: random, greedy');
    // Without the game's list, only the random bot.
    expect(await draftCommand(['--auto', '--seed', '9', '--vs', 'greedy'], { ...io().io, play })).toBe(2);
  });

  it('reads the draft choices through the terminal reader when one is given', async () => {
    const answers = Array.from({ length: 200 }, () => '1 2');
    const asked: string[] = [];
    const ask = async (prompt: string) => {
      asked.push(prompt);
      return answers.shift() ?? null;
    };
    const c = io();
    const code = await draftCommand(['--seed', '5', '--no-play'], { ...c.io, ask });
    expect(asked.length).toBeGreaterThan(10);
    expect([0, 1]).toContain(code);
  });

  it('stops with exit 1 when input ends early, 2 on bad flags', async () => {
    expect(await draftCommand(['--seed', '5'], io('1 2\n').io)).toBe(1);
    expect(await draftCommand(['--vs', 'alphazero'], io('').io)).toBe(2);
    expect(await draftCommand(['--seed', 'abc'], io('').io)).toBe(2);
  });
});
