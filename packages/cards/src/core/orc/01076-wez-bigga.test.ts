import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("We'z Bigga!", () => {
  it('the next unit played this turn costs 1 less and enters with 1 damage; a support does not use it up; the unit after is normal', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ["We'z Bigga!", 'Totem of Gork', { card: 'Black Orc Squad', as: 'x' }, { card: 'Black Orc Squad', as: 'y' }] }),
      decisions: [
        { type: 'play', card: "We'z Bigga!" },
        { expect: { 'p1.resources': 10, 'p1.discard': ["We'z Bigga!"] } },
        { type: 'play', card: 'Totem of Gork', zone: 'kingdom' }, // a support: no reduction
        { expect: { 'p1.resources': 5 } },
        { type: 'play', card: '@x', zone: 'battlefield' },
        { expect: { 'p1.resources': 3, '@x.loc': 'battlefield', '@x.damage': 1, log: ['1 damage is placed on Black Orc Squad'] } },
        { type: 'play', card: '@y', zone: 'quest' },
      ],
      expect: { 'p1.resources': 0, '@y.loc': 'quest', '@y.damage': 0, '@x.damage': 1 },
    });
  });

  it('the damage is placed, not dealt: Toughness does not cancel it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ["We'z Bigga!", { card: 'Hammerer of Karak Azul', as: 'h' }] }, {}, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: "We'z Bigga!" }, { type: 'play', card: '@h', zone: 'kingdom' }],
      // cost 2 - 1, loyalty paid by the Dwarf capital
      expect: { '@h.damage': 1, 'p1.resources': 8 },
    });
  });

  it('a unit played facedown as a development does not use it up', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ["We'z Bigga!", { card: 'Black Orc Squad', as: 'd' }, { card: 'Black Orc Squad', as: 'x' }] }),
      decisions: [
        { type: 'play', card: "We'z Bigga!" },
        { type: 'develop', card: '@d', zone: 'kingdom' },
        { expect: { 'p1.kingdom.developments': 1, 'p1.resources': 10 } },
        { type: 'play', card: '@x', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 8, '@x.damage': 1, '@d.damage': 0 },
    });
  });

  it('expires at the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ["We'z Bigga!", { card: 'Black Orc Squad', as: 'x' }] }),
      decisions: [
        { type: 'play', card: "We'z Bigga!" },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        { expect: { turn: 5, phase: 'capital', 'p1.resources': 3 } },
        { type: 'play', card: '@x', zone: 'kingdom' },
      ],
      expect: { 'p1.resources': 0, '@x.damage': 0 },
    });
  });
});
