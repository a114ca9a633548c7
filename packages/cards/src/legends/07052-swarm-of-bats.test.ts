import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const batsBoard = (p1: object = {}) =>
  board(
    {
      battlefield: { cards: [{ card: 'Swarm of Bats', as: 'b' }, { card: 'Black Orc Squad', as: 'mine' }] },
      deck: [
        { card: 'Black Orc Squad', as: 'd1' },
        { card: 'Greater Heal', as: 'd2' },
        { card: 'Squig Herders', as: 'd3' },
        { card: 'Blessing of Isha', as: 'd4' },
        { card: 'Crooked Teef Goblins', as: 'd5' },
        'Mountain Brigade',
      ],
      ...p1,
    },
    {},
    ['undead', 'dwarf'],
  );

describe('Swarm of Bats', () => {
  it('when it attacks: the top 4 cards of its deck are discarded, +1 power per unit among them, until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: batsBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { type: 'use', card: '@b', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'orderDiscard' } } },
        { type: 'pass' },
        // 2 units among the 4 (a tactic and a support do not count; the 5th card stays)
        { expect: { '@b.power': 3, '@d1.loc': 'discard', '@d2.loc': 'discard', '@d3.loc': 'discard', '@d4.loc': 'discard', '@d5.loc': 'deck', 'p1.deck': 2 } },
        { expect: { options: { exclude: [{ type: 'use', card: '@b', ability: 'action' }] } } },
        { type: 'assign', target: 'kingdom', amount: 3 },
        { expect: { 'p2.kingdom.damage': 3 } },
        // the next turn: back to its printed power
        { expect: { turn: 4, '@b.power': 1 } },
      ],
    });
  });

  it('fewer than 4 cards in the deck: those there go, counted the same way', () => {
    expectScenario({
      phase: 'battlefield',
      players: batsBoard({ deck: [{ card: 'Black Orc Squad', as: 'd1' }] }),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@b' }, { type: 'pass' }, { type: 'use', card: '@b', ability: 'action' }],
      // (an empty deck loses the game at once, but the count is already made)
      expect: { '@b.power': 2, '@d1.loc': 'discard', 'p1.deck': 0 },
    });
  });

  it('not usable when it is not among the attackers', () => {
    expectScenario({
      phase: 'battlefield',
      players: batsBoard(),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mine' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@b', ability: 'action' }] } } },
      ],
    });
  });

  it('Necromancy: it can be played from its discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: batsBoard({ resources: 5, battlefield: {}, hand: ['Mountain Brigade'], discard: [{ card: 'Swarm of Bats', as: 'b' }] }),
      decisions: [
        { type: 'play', card: '@b', zone: 'battlefield' },
        { expect: { '@b.loc': 'battlefield' } },
        // still in play as the turn ends: it goes to the bottom of its owner's deck
        { type: 'pass' },
        { expect: { phase: 'battlefield', prompt: { player: 1, kind: 'attackZone' } } },
        // no attack this turn
        { type: 'pass' },
        { expect: { turn: 4 } },
      ],
      expect: { '@b.loc': 'deck', 'p1.discard': [] },
    });
  });
});
