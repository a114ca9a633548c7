import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Bloodsworn', () => {
  it('heals all its damage when an opposing unit is destroyed, even in the same combat that damaged it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Bloodsworn', as: 'bs', damage: 1 }] } },
        { kingdom: { cards: [{ card: 'Crooked Teef Goblins', as: 'lc' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@bs' },
        { type: 'defender', card: '@lc', player: 2 },
        { type: 'assign', target: '@lc', amount: 2 },
        { type: 'assign', target: '@bs', amount: 1, player: 2 },
      ],
      expect: { '@lc.loc': 'discard', '@bs.damage': 0, '@bs.loc': 'battlefield' },
    });
  });

  it("also when the opponent sacrifices one of his units", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Bloodsworn', as: 'bs', damage: 2 }] } },
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: ['Rock Lobber', { card: 'Lobber Crew', as: 'lc' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: 'Rock Lobber', ability: 'action', player: 2 },
        { type: 'target', target: 'quest', owner: 1, player: 2 },
      ],
      expect: { '@lc.loc': 'discard', '@bs.damage': 0, 'p1.quest.damage': 2 },
    });
  });

  it('not for your own unit, an opposing unit returned to hand, or a unit card discarded from a hand', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: ['Rock Lobber', { card: 'Lobber Crew', as: 'lc' }, { card: 'Bloodsworn', as: 'bs', damage: 1 }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: 'Rock Lobber', ability: 'action' },
        { type: 'target', target: '@lc' },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { '@lc.loc': 'discard', '@bs.damage': 1 },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Bloodsworn', as: 'bs', damage: 1 }] } },
        { resources: 1, battlefield: { cards: [{ card: 'Talabheim Detachment', as: 't' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'use', card: '@t', ability: 'action', player: 2 },
      ],
      expect: { '@t.loc': 'hand', '@bs.damage': 1 },
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Free Company', as: 'fc' }, { card: 'Bloodsworn', as: 'bs', damage: 1 }] } },
        { hand: [{ card: 'Black Orc Squad', as: 'h' }] },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@fc' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      // Scout: the opponent discards a card at random from his hand, a unit card
      expect: { '@h.loc': 'discard', '@bs.damage': 1 },
    });
  });
});
