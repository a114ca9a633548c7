import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Stone to Skin', () => {
  it('a Building of yours becomes a 4-hit-point unit keeping its power until the end of the turn: it attacks', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Stone to Skin', as: 's' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Temple of Shallya', as: 't' }, { card: 'Higher Ground', as: 'hg' }, { card: 'Mountain Brigade', as: 'm' }] } },
        { kingdom: { cards: [{ card: 'Armoury', as: 'a' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@s' },
        // Building support cards of either player only: not Higher Ground (an Environment), not a unit
        { expect: { options: { include: [{ type: 'target', target: '@t' }, { type: 'target', target: '@a' }], exclude: [{ type: 'target', target: '@hg' }, { type: 'target', target: '@m' }] } } },
        // (no response possible: it resolves at once)
        { type: 'target', target: '@t' },
        // cost 1 + 2 loyalty less the capital's Chaos symbol
        { expect: { 'p1.resources': 1, 'p1.battlefield.units': ['Mountain Brigade', 'Temple of Shallya'], 'p1.battlefield.supports': ['Higher Ground', 'Temple of Shallya'], '@t.hitPoints': 4, '@t.power': 2 } },
        { type: 'pass' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@t' },
        { type: 'pass' },
        { type: 'assign', target: 'kingdom', amount: 2 },
        { expect: { 'p2.kingdom.damage': 2 } },
      ],
      // the turn over, it is only a support card again
      expect: { turn: 4, 'p1.battlefield.units': ['Mountain Brigade'], '@t.hitPoints': 0 },
    });
  });

  it("an opponent's Building is a unit only once made one: then effects on units may target it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: [{ card: 'Stone to Skin', as: 's' }, 'Mountain Brigade'], quest: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns' }] } },
        { kingdom: { cards: [{ card: 'Armoury', as: 'a' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        // not a unit yet: Nurgle Sorcerer's only possible target is itself (chosen for its player)
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'pass' },
        { expect: { '@ns.damage': 1, '@a.damage': 0 } },
        // (the Armoury is the only Building: the target)
        { type: 'play', card: '@s' },
        { type: 'pass' },
        { expect: { 'p2.kingdom.units': ['Armoury'] } },
        { type: 'use', card: '@ns', ability: 'action' },
        { type: 'target', target: '@a' },
      ],
      expect: { '@a.damage': 1, '@a.loc': 'kingdom' },
    });
  });
});
