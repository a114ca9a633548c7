import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Troll Slayers', () => {
  it('gets +2 power in the battlefield once its controller has two developments there', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade'],
        battlefield: { cards: [{ card: 'Troll Slayers', as: 't' }], developments: ['Mountain Brigade'] },
        kingdom: { cards: [{ card: 'Troll Slayers', as: 'k' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
      }),
      decisions: [
        { expect: { '@t.power': 1, '@k.power': 1 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' },
      ],
      expect: { '@t.power': 3, '@k.power': 1 },
    });
  });
});
