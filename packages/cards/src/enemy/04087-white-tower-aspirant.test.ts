import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// P1 plays Followers of Mork: each player is dealt 2 indirect damage, P1 (active) assigning first.
const play = (aspirantZone: 'kingdom' | 'quest') =>
  board(
    { resources: 2, hand: [{ card: 'Followers of Mork', as: 'f' }], [aspirantZone]: { cards: [{ card: 'White Tower Aspirant', as: 'w' }] } },
    { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
  );

describe('White Tower Aspirant', () => {
  it('in the kingdom: Toughness cannot cancel indirect damage (an opponent\'s unit taking the damage)', () => {
    expectScenario({
      phase: 'capital',
      players: play('kingdom'),
      decisions: [
        { type: 'play', card: '@f', zone: 'kingdom' },
        { type: 'assign', target: 'quest', amount: 2 },
        // Toughness 1 would have let the Hammerer (2 hit points) take 3; now 2 destroy it, and no more may go there
        { type: 'assign', target: '@h', amount: 2, player: 2 },
      ],
      expect: { '@h.loc': 'discard', 'p2.kingdom.damage': 0, log: ['P2 is dealt 2 indirect damage'] },
    });
  });

  it('in the kingdom, a damaged Toughness unit may be assigned only what destroys it without Toughness', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Followers of Mork', as: 'f' }], kingdom: { cards: [{ card: 'White Tower Aspirant', as: 'w' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h', damage: 1 }] } },
      ),
      decisions: [
        { type: 'play', card: '@f', zone: 'kingdom' },
        { type: 'assign', target: 'quest', amount: 2 },
        // without the Aspirant, Toughness 1 would let it take 2 more; now 1 is all it may take
        { type: 'assign', target: '@h', amount: 2, player: 2, illegal: '' },
        { type: 'assign', target: '@h', amount: 1, player: 2 },
        { type: 'assign', target: 'quest', amount: 1, player: 2 },
      ],
      expect: { '@h.loc': 'discard', 'p2.quest.damage': 1 },
    });
  });

  it('in the quest zone it does nothing: Toughness cancels 1 of the indirect damage', () => {
    expectScenario({
      phase: 'capital',
      players: play('quest'),
      decisions: [
        { type: 'play', card: '@f', zone: 'kingdom' },
        { type: 'assign', target: 'quest', amount: 2 },
        { type: 'assign', target: '@h', amount: 2, player: 2 },
      ],
      expect: { '@h.loc': 'kingdom', '@h.damage': 1, log: ['Toughness 1 cancels'] },
    });
  });

  it('in the kingdom, a card that cancels damage to a capital (Contested Fortress) cannot cancel indirect damage either', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Followers of Mork', as: 'f' }], kingdom: { cards: [{ card: 'White Tower Aspirant', as: 'w' }] } },
        { quest: { cards: [{ card: 'Contested Fortress', as: 'cf' }] } },
      ),
      decisions: [
        { type: 'play', card: '@f', zone: 'kingdom' },
        { type: 'assign', target: 'quest', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 2, player: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2 },
    });
  });
});
