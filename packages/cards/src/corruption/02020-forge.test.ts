import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// P1 on a Dwarf capital: Warp Lightning Cannon costs 2; Gromril Armour 0 + 1 loyalty; Keystone Forge 2.
const hand = [{ card: 'Warp Lightning Cannon', as: 'ch' }, { card: 'Gromril Armour', as: 'ga' }, { card: 'Keystone Forge', as: 'kf' }];
const host = { cards: [{ card: 'Black Orc Squad', as: 'mb' }] };

describe('Forge', () => {
  it('in the kingdom with 2 developments there, Attachments you play cost 1 less; a 0 cost, loyalty and other supports are not lowered', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand, battlefield: host, kingdom: { cards: ['Forge'], developments: ['Mountain Brigade', 'Mountain Brigade'] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: '@ch', zone: 'battlefield', target: '@mb' },
        { expect: { 'p1.resources': 9 } },
        { type: 'play', card: '@ga', zone: 'battlefield', target: '@mb' },
        { expect: { 'p1.resources': 8 } },
        { type: 'play', card: '@kf', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 6 },
    });
  });

  it('not with fewer than 2 of your developments in its zone (others elsewhere do not count), nor outside the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand, battlefield: { ...host, developments: ['Mountain Brigade'] }, kingdom: { cards: ['Forge'], developments: ['Mountain Brigade'] } }, { kingdom: { developments: ['Black Orc Squad', 'Black Orc Squad'] } }, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@ch', zone: 'battlefield', target: '@mb' }],
      expect: { 'p1.resources': 8 },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand, battlefield: host, quest: { cards: ['Forge'], developments: ['Mountain Brigade', 'Mountain Brigade'] } }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: '@ch', zone: 'battlefield', target: '@mb' }],
      expect: { 'p1.resources': 8 },
    });
  });

  it("does not lower the opponent's Attachments", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: ['Forge'], developments: ['Mountain Brigade', 'Mountain Brigade'] } }, { resources: 10, hand: ['Warp Lightning Cannon'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } }, ['dwarf', 'dwarf']),
      decisions: [{ type: 'play', card: 'Warp Lightning Cannon', zone: 'battlefield', target: '@b', player: 2 }],
      expect: { 'p2.resources': 8 },
    });
  });
});
