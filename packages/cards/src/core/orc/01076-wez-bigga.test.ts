import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("We'z Bigga!", () => {
  it('the next unit played this turn costs 1 less and enters with 1 damage; the one after is normal', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ["We'z Bigga!", 'Totem of Gork', { card: 'Black Orc Squad', as: 'x' }, { card: 'Black Orc Squad', as: 'y' }] }),
      decisions: [
        { type: 'play', card: "We'z Bigga!" },
        { expect: { 'p1.resources': 10, 'p1.discard': ["We'z Bigga!"] } },
        { type: 'play', card: 'Totem of Gork', zone: 'kingdom' }, // a support: no reduction
        { expect: { 'p1.resources': 5 } },
        { type: 'play', card: '@x', zone: 'battlefield' },
        { expect: { 'p1.resources': 3, '@x.loc': 'battlefield', '@x.damage': 1 } },
        { type: 'play', card: '@y', zone: 'quest' },
      ],
      expect: { 'p1.resources': 0, '@y.loc': 'quest', '@y.damage': 0, '@x.damage': 1 },
    });
  });
});
