import { describe, expect, it } from 'vitest';
import { apply, createGame, legalOptions, type GameState, type PlayerId, logLines } from '../../src/index.js';
import { board, expectScenario } from '../helpers.js';
import { mixedDeck, T } from '../fixtures.js';

const grunts = (n: number) => Array.from({ length: n }, () => T.grunt);
const newGame = (seed: number, deck = mixedDeck()) =>
  createGame({ players: [{ capital: 'orc', deck }, { capital: 'dwarf', deck: mixedDeck() }], seed, log: true });
const defs = (s: GameState, p: PlayerId, where: 'hand' | 'deck') => s.players[p][where].map((id) => s.cards[id]!.def);
const sorted = (a: string[]) => a.slice().sort();

describe('setup', () => {
  it('the first player is random: different seeds give both first players, and he decides his mulligan first', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = newGame(seed);
      firsts.add(s.firstPlayer);
      expect(s.active).toBe(s.firstPlayer);
      expect(s.prompt).toMatchObject({ kind: 'mulligan', player: s.firstPlayer });
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('decks are shuffled (the seed decides the order) and each player draws a 7-card hand', () => {
    const deck = mixedDeck();
    const hands = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const s = newGame(seed, deck);
      for (const p of [0, 1] as const) {
        expect(s.players[p].hand).toHaveLength(7);
        expect(s.players[p].deck).toHaveLength(deck.length - 7);
        // every card of the decklist is still there, in hand or deck
        expect(sorted([...defs(s, p, 'hand'), ...defs(s, p, 'deck')])).toEqual(sorted(deck));
      }
      hands.add(defs(s, 0, 'hand').join(','));
    }
    // unshuffled, the hand would always be the same 7 cards
    expect(hands.size).toBeGreaterThan(1);
    // same seed, same shuffle
    expect(defs(newGame(3, deck), 0, 'deck')).toEqual(defs(newGame(3, deck), 0, 'deck'));
  });

  it('a mulligan shuffles the hand back and draws 7 new cards; the player must keep the second hand', () => {
    let changed = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const s0 = newGame(seed);
      const first = s0.firstPlayer;
      expect(legalOptions(s0)).toEqual(expect.arrayContaining([{ type: 'keep' }, { type: 'mulligan' }]));
      const before = defs(s0, first, 'hand');
      const s1 = apply(s0, { type: 'mulligan' });
      expect(s1.players[first].hand).toHaveLength(7);
      expect(s1.players[first].deck).toHaveLength(33);
      expect(s1.players[first].mulliganed).toBe(true);
      expect(sorted([...defs(s1, first, 'hand'), ...defs(s1, first, 'deck')])).toEqual(sorted(mixedDeck()));
      if (sorted(defs(s1, first, 'hand')).join() !== sorted(before).join()) changed++;
      // no second mulligan for him: the next prompt is the other player's
      expect(s1.prompt).toMatchObject({ kind: 'mulligan', player: 1 - first });
      const s2 = apply(s1, { type: 'mulligan' });
      expect(s2.prompt?.kind).not.toBe('mulligan');
      expect(s2.players[0].hand.length + s2.players[1].hand.length).toBe(14);
      expect(logLines(s2).some((l) => l.includes('takes a mulligan'))).toBe(true);
    }
    expect(changed).toBeGreaterThan(5);
  });

  it('keeping leaves the hand as drawn', () => {
    const s0 = newGame(5);
    const hand = s0.players[s0.firstPlayer].hand.slice();
    const handDefs = defs(s0, s0.firstPlayer, 'hand');
    const s1 = apply(s0, { type: 'keep' });
    expect(s1.players[s0.firstPlayer].hand).toEqual(hand);
    expect(defs(s1, s0.firstPlayer, 'hand')).toEqual(handDefs);
    expect(s1.players[s0.firstPlayer].mulliganed).toBe(false);
  });

  it('first player penalty: on turn 1 the first player draws no quest card and gets no battlefield phase', () => {
    const s0 = createGame({ players: [{ capital: 'orc', deck: grunts(20) }, { capital: 'orc', deck: grunts(20) }], seed: 7, log: true });
    const first = s0.firstPlayer;
    let s = apply(apply(s0, { type: 'keep' }), { type: 'keep' });
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('capital');
    expect(s.prompt).toMatchObject({ kind: 'action', player: first });
    expect(s.players[first].hand).toHaveLength(7); // no quest draw
    expect(s.players[first].resources).toBe(3);
    // play a Grunt into the battlefield, then pass: no battlefield phase (no attack prompt)
    const g = s.players[first].hand[0]!;
    s = apply(s, { type: 'play', card: g, zone: 'battlefield' });
    expect(s.cards[g]!.loc).toBe('battlefield');
    s = apply(s, { type: 'pass' });
    expect(logLines(s).some((l) => l.includes('skips the quest phase'))).toBe(true);
    expect(logLines(s).some((l) => l.includes('skips the battlefield phase'))).toBe(true);
    // turn 2: the second player has his full turn: quest draw
    expect(s.turn).toBe(2);
    expect(s.active).toBe(1 - first);
    expect(s.phase).toBe('capital');
    expect(s.players[1 - first].hand).toHaveLength(8);
  });

  it('first player penalty (scenario): turn 1 skips quest and battlefield even with units ready to attack', () => {
    expectScenario({
      turn: 1,
      phase: 'kingdom',
      players: board({ hand: ['Wall'], battlefield: { cards: ['Brute'] } }, { battlefield: { cards: ['Brute'] } }),
      decisions: [
        { expect: { phase: 'capital', 'p1.hand.count': 1, 'p1.deck': 10 } },
        { type: 'pass', player: 1 },
        // turn 2 is not penalized: player 2 draws in his quest phase and may attack
        { expect: { turn: 2, active: 2, 'p2.hand.count': 1, phase: 'capital' } },
        { type: 'pass', player: 2 },
        { expect: { phase: 'battlefield', 'prompt.kind': 'attackZone', 'prompt.player': 2 } },
      ],
      expect: { 'p2.zonesToWin': 2 },
    });
  });
});
