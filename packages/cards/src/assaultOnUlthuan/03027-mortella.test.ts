import { describe, it } from 'vitest';
import { board, expectScenario, type PlayerInput } from '../testing.js';

// Player 1 (Dark Elf capital: no High Elf symbol, so Tear of Isha would cost 1 + 1 loyalty from his hand).
const mBoard = (p1: PlayerInput = {}, p2: PlayerInput = {}) =>
  board(
    {
      resources: 1,
      hand: ['Mountain Brigade'], // (something to do in his capital phase: the action window stays open)
      quest: { cards: [{ card: 'Mortella', as: 'm' }] },
      battlefield: { cards: [{ card: 'Black Orc Squad', as: 'hurt', damage: 2 }] },
      ...p1,
    },
    { discard: [{ card: 'Tear of Isha', as: 'tear' }, { card: 'Mountain Brigade', as: 'unit' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs', damage: 1 }] }, ...p2 },
    ['dark-elf', 'high-elf'],
  );
const USE = { type: 'use', card: '@m', ability: 'action' } as const;

describe('Mortella', () => {
  it("corrupts itself to play a tactic from the opponent's discard pile as if in hand: its cost paid without loyalty; then it goes to the bottom of its owner's deck", () => {
    expectScenario({
      players: mBoard(),
      decisions: [
        USE,
        // the only tactic there is picked for him; he plays it: he chooses its target
        { expect: { '@m.corrupt': true, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@hurt' }, { type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@hurt' },
        // (the opponent has no response) it resolves
      ],
      expect: { 'p1.resources': 0, '@hurt.damage': 0, '@theirs.damage': 1, '@tear.loc': 'deck', 'p2.deck': 11, 'p2.discard': ['Mountain Brigade'], 'p1.discard': [], '@unit.loc': 'discard' },
    });
  });

  it('the tactic is played by Mortella\'s player: "you" in it is him', () => {
    expectScenario({
      players: mBoard({}, { discard: [{ card: 'Second Sight', as: 'ss' }], hand: ['Mountain Brigade'] }),
      decisions: [USE],
      expect: { 'p1.hand.count': 2, 'p2.hand.count': 1, '@ss.loc': 'deck', 'p1.resources': 0 },
    });
  });

  it('its cost must still be paid; only the opponent\'s discard pile; only tactics', () => {
    // no resources: the Tear cannot be paid for, so Mortella cannot be used
    expectScenario({ players: mBoard({ resources: 0 }), decisions: [{ expect: { options: { exclude: [USE] } } }, { ...USE, illegal: 'could not resolve' }] });
    // a tactic in his own discard pile does not count
    expectScenario({ players: mBoard({ discard: ['Tear of Isha'] }, { discard: ['Mountain Brigade'] }), decisions: [{ expect: { options: { exclude: [USE] } } }] });
  });

  it("its play restrictions still apply: a tactic playable only during its player's turn is not offered in the opponent's turn", () => {
    expectScenario({
      active: 2,
      phase: 'capital',
      players: mBoard({ resources: 3 }, { discard: [{ card: 'Will of Tzeentch', as: 'will' }, { card: 'Tear of Isha', as: 'tear' }] }),
      decisions: [
        USE,
        // Will of Tzeentch cannot be played now: the Tear is the only choice, picked for him
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@hurt' }] } } },
        { type: 'target', target: '@hurt' },
      ],
      expect: { '@hurt.damage': 0, '@will.loc': 'discard', '@tear.loc': 'deck' },
    });
    expectScenario({
      active: 2,
      phase: 'capital',
      players: mBoard({ resources: 3 }, { discard: ['Will of Tzeentch'] }),
      // Mortella has nothing it could play in the opponent's turn: player 1's first window is in his own next turn, where it may be played
      decisions: [{ expect: { turn: 4, active: 1, '@m.corrupt': false, options: { include: [USE] } } }],
    });
  });

  it('a tactic costing X: her player picks X among what he can pay (no loyalty cost), and the tactic does that much', () => {
    expectScenario({
      players: mBoard({ resources: 3 }, { discard: [{ card: 'Flames of Tzeentch', as: 'fl' }] }),
      decisions: [
        USE,
        // loyalty ignored: X may be anything up to his 3 resources
        { expect: { '@m.corrupt': true, prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'number', value: 0 }, { type: 'number', value: 3 }], exclude: [{ type: 'number', value: 4 }] } } },
        { type: 'number', value: 2 },
        { type: 'target', target: '@theirs' },
      ],
      expect: { 'p1.resources': 1, '@theirs.damage': 3, '@fl.loc': 'deck' },
    });
  });

  it('a cancelled tactic still goes to the bottom of its owner\'s deck; Mortella stays corrupted and the cost stays paid', () => {
    expectScenario({
      players: mBoard({}, { resources: 3, hand: [{ card: "High Elf's Disdain", as: 'dis' }] }),
      decisions: [
        USE,
        { type: 'target', target: '@hurt' },
        { expect: { chain: 1 } },
        { type: 'play', card: '@dis', player: 2 },
      ],
      expect: { '@hurt.damage': 2, '@tear.loc': 'deck', '@dis.loc': 'discard', '@m.corrupt': true, 'p1.resources': 0 },
    });
  });

  it('only in the quest zone, and not while corrupted', () => {
    expectScenario({ players: mBoard({ quest: { cards: [] }, kingdom: { cards: [{ card: 'Mortella', as: 'm' }] } }), decisions: [{ expect: { options: { exclude: [USE] } } }] });
    expectScenario({ players: mBoard({ quest: { cards: [{ card: 'Mortella', as: 'm', corrupt: true }] } }), decisions: [{ expect: { options: { exclude: [USE] } } }] });
  });
});
