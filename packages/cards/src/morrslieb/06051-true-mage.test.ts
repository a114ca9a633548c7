import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('True Mage', () => {
  it('on a development from hand: a token, then each player (the active one first) takes indirect damage equal to its tokens', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'True Mage', as: 't', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@t', ability: 'action' },
        { expect: { '@t.tokens': 2, prompt: { player: 1, kind: 'assignIndirect' } } },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: 'quest', amount: 1 },
        { expect: { prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 2, player: 2 },
      ],
      expect: { '@t.tokens': 2, 'p1.kingdom.damage': 1, 'p1.quest.damage': 1, '@m.damage': 2, log: ['P1 is dealt 2 indirect damage', 'P2 is dealt 2 indirect damage'] },
    });
  });

  it("not for a unit played from hand, nor for the opponent's development; out of play on resolution, nothing happens", () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Crooked Teef Goblins', 'Mountain Brigade'], kingdom: { cards: [{ card: 'True Mage', as: 't' }] } }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: 'Crooked Teef Goblins', zone: 'battlefield' },
        { expect: { options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'True Mage', as: 't' }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['high-elf', 'orc']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { '@t.tokens': 0, options: { exclude: [{ type: 'use', card: '@t', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'True Mage', as: 't', tokens: 1 }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'l' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { type: 'use', card: '@t', ability: 'action' },
        { type: 'use', card: '@l', ability: 'action', player: 2 },
      ],
      expect: { '@t.loc': 'discard', 'p1.kingdom.damage': 0, 'p1.quest.damage': 0, 'p2.kingdom.damage': 0 },
    });
  });
});

describe('True Mage: X is fixed for both players', () => {
  it('the Mage destroyed by its own player\'s share still has the opponent dealt X', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'True Mage', as: 't', tokens: 1, damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@t', ability: 'action' },
        { type: 'assign', target: '@t', amount: 2 },
        { expect: { '@t.loc': 'discard', prompt: { player: 2, kind: 'assignIndirect' } } },
        { type: 'assign', target: '@m', amount: 2, player: 2 },
      ],
      expect: { '@m.damage': 2, log: ['P2 is dealt 2 indirect damage'] },
    });
  });
});
