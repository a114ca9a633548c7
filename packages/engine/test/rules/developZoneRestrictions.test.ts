/**
 * A card's own "play in a zone with no developments" (`playInto: { developed: false }`, read from the
 * card in hand) and a constant's "you cannot develop this zone" (`cannotDevelopThisZone`: its
 * controller plays no development into the zone of his capital the source is in — the opponent's
 * capital and his other zones stay open; when the source leaves, the zone opens again).
 */
import { describe, it } from 'vitest';
import type { CardDef } from '../../src/index.js';
import { constant } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('dz001', 'Bare Pen'), type: 'Support', cost: 1, power: 0, hitPoints: 0, abilities: [constant({ rules: { playInto: { developed: false } } })] } as CardDef,
  { ...testUnit('dz002', 'Full Pen'), type: 'Support', cost: 1, power: 0, hitPoints: 0, abilities: [constant({ rules: { playInto: { developed: true } } })] } as CardDef,
  { ...testUnit('dz003', 'Sealed Ground'), type: 'Support', cost: 1, power: 0, hitPoints: 0, abilities: [constant({ rules: { cannotDevelopThisZone: true } })] } as CardDef,
  testUnit('dz004', 'Digger', { cost: 1 }),
]);

describe('playing into a zone with or without developments', () => {
  it('"no developments": only undeveloped zones are offered', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Bare Pen', 'Digger'], kingdom: { developments: ['Digger'] } }),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: 'Bare Pen', zone: 'quest' }], exclude: [{ type: 'play', card: 'Bare Pen', zone: 'kingdom' }] } } },
        { type: 'play', card: 'Bare Pen', zone: 'kingdom', illegal: 'no developments' },
        { type: 'play', card: 'Bare Pen', zone: 'battlefield' },
      ],
      expect: { 'p1.battlefield.supports': ['Bare Pen'] },
    });
  });

  it('"developed": only zones with a development are offered', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Full Pen', 'Digger'], kingdom: { developments: ['Digger'] } }),
      decisions: [
        { type: 'play', card: 'Full Pen', zone: 'quest', illegal: 'a development' },
        { type: 'play', card: 'Full Pen', zone: 'kingdom' },
      ],
      expect: { 'p1.kingdom.supports': ['Full Pen'] },
    });
  });
});

describe('"you cannot develop this zone"', () => {
  it('its controller cannot develop its zone; his other zones stay open', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Digger', 'Digger'], quest: { cards: ['Sealed Ground'] } }),
      decisions: [
        { expect: { options: { exclude: [{ type: 'develop', card: 'Digger', zone: 'quest' }], include: [{ type: 'develop', card: 'Digger', zone: 'battlefield' }] } } },
        { type: 'develop', card: 'Digger', zone: 'quest', illegal: 'cannot develop' },
        { type: 'develop', card: 'Digger', zone: 'battlefield' },
      ],
      expect: { 'p1.battlefield.developments': 1, 'p1.quest.developments': 0 },
    });
  });

  it("does not bind the opponent's capital", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ quest: { cards: ['Sealed Ground'] } }, { hand: ['Digger', 'Digger'] }),
      decisions: [{ type: 'develop', card: 'Digger', zone: 'quest' }],
      expect: { 'p2.quest.developments': 1 },
    });
  });
});
