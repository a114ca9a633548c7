import { describe, expect, it } from 'vitest';
import { determinize, legalOptions, type GameState } from '@invasion/engine';
import { board, expectScenario } from '../testing.js';

const p1 = (extra: object = {}) => ({
  resources: 5,
  hand: ['Second Sight', 'Mountain Brigade'],
  kingdom: { cards: [{ card: 'Ancient Waystone', as: 'aw' }, { card: 'Silver Helm Brigade', as: 'mine' }] },
  quest: { cards: [{ card: 'Silver Helm Brigade', as: 'q' }] },
  ...extra,
});
const p2 = { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bb' }] } };

describe('Ancient Waystone', () => {
  it('cannot be used in a turn when no Spell was played', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1(), p2, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@aw', ability: 'action', illegal: 'cannot be used now' }],
    });
  });

  it('once a Spell was played: pay 1 to deal 1 damage to a unit in its zone of either capital; once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1(), p2, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: 'Second Sight' },
        { type: 'use', card: '@aw', ability: 'action' },
        // kingdom units of both players; not the quest or battlefield
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }],
              exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@bb' }],
            },
          },
        },
        { type: 'target', target: '@b' },
        { expect: { '@b.damage': 1, 'p1.resources': 3 } },
        { type: 'use', card: '@aw', ability: 'action', illegal: 'already used this turn' },
      ],
    });
  });

  it('a Spell card played facedown as a development was not played as a Spell: the Waystone stays unusable', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1({ hand: [{ card: 'Second Sight', as: 'dev' }, { card: 'Second Sight', as: 'ss' }] }), p2, ['high-elf', 'orc']),
      decisions: [
        { type: 'develop', card: '@dev', zone: 'quest' },
        { type: 'pass', player: 1 }, // the chain the development started resolves
        { expect: { 'p1.quest.developments': 1, prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@aw', ability: 'action', illegal: 'cannot be used now' },
        // a Spell played face up opens it
        { type: 'play', card: '@ss' },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@aw', ability: 'action', player: 1 },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@b.damage': 1 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1(), { ...p2, hand: ['Second Sight', 'Mountain Brigade'], resources: 1 }, ['high-elf', 'high-elf']),
      decisions: [
        // the opponent's Spell opens it too
        { type: 'play', card: 'Second Sight', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@aw', ability: 'action', player: 1 },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@b.damage': 1, 'p1.resources': 4 },
    });
  });

  it('an Epic Spell is a Spell too', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1({ resources: 14, hand: ['Rune of Hearth and Home', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Ancient Waystone', as: 'aw' }, { card: 'Mountain Brigade', as: 'mine' }], damage: 2 } }), p2, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Rune of Hearth and Home' }, { type: 'use', card: '@aw', ability: 'action' }, { type: 'target', target: '@b' }],
      expect: { '@b.damage': 1 },
    });
  });

  it('a Spell played this turn still counts once it has gone back into a deck, out of sight (the turn remembers what was played, not where the card is now)', () => {
    const { state } = expectScenario({
      phase: 'capital',
      players: board(p1(), p2, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: 'Second Sight' }, { type: 'pass', player: 1 }],
      expect: { 'p1.discard': ['Second Sight'] },
    });
    // (no card in the pool yet shuffles a played tactic back: moved by hand, as a deck shuffle-in would)
    const ss = state.players[0].discard[0]!;
    state.players[0].discard.splice(state.players[0].discard.indexOf(ss), 1);
    state.players[0].deck.unshift(ss);
    state.cards[ss]!.loc = 'deck';
    state.cards[ss]!.epoch++;
    state.known[ss] = 0;
    const usable = (s: GameState) => legalOptions(s).some((o) => o.type === 'use' && s.cards[o.card]!.def === '02099');
    expect(usable(state)).toBe(true);
    // whatever P1 imagines his deck's hidden order to be, the Waystone is usable: it reads what was played
    for (let seed = 1; seed <= 12; seed++) expect(usable(determinize(state, 0, seed))).toBe(true);
  });
});

