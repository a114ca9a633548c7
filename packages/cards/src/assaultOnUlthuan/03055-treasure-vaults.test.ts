import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const threeDevelopments = ['Mountain Brigade', 'Mountain Brigade', 'Mountain Brigade'];

describe('Treasure Vaults', () => {
  it('with 3 developments in your kingdom, each Building support there (itself too) has +1 power, counted in the kingdom\'s power', () => {
    expectScenario({
      phase: 'kingdom',
      players: board(
        {
          kingdom: { cards: [{ card: 'Treasure Vaults', as: 'tv' }, { card: 'Forge', as: 'f' }, { card: 'Totem of Gork', as: 'totem' }], developments: threeDevelopments },
          quest: { cards: [{ card: 'Scout Camp', as: 'camp' }] },
        },
        { kingdom: { cards: [{ card: 'Forge', as: 'theirs' }], developments: threeDevelopments } },
      ),
      decisions: [],
      // the kingdom phase collects one resource per kingdom power: 3 (capital) + 2 + 2 + 1
      expect: { '@tv.power': 2, '@f.power': 2, '@totem.power': 1, '@camp.power': 1, '@theirs.power': 1, 'p1.kingdom.power': 8, 'p1.resources': 8 },
    });
  });

  it('gives nothing with fewer than 3 developments in the kingdom (those elsewhere do not count), and starts with the third', () => {
    expectScenario({
      phase: 'capital',
      players: board({
        hand: ['Mountain Brigade'],
        kingdom: { cards: [{ card: 'Treasure Vaults', as: 'tv' }, { card: 'Forge', as: 'f' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
        quest: { developments: threeDevelopments },
      }),
      decisions: [
        { expect: { '@tv.power': 1, '@f.power': 1 } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { '@tv.power': 2, '@f.power': 2 } },
      ],
    });
  });

  it('does nothing outside the kingdom', () => {
    expectScenario({
      players: board({ quest: { cards: [{ card: 'Treasure Vaults', as: 'tv' }, { card: 'Scout Camp', as: 'camp' }], developments: threeDevelopments } }),
      decisions: [],
      expect: { '@tv.power': 1, '@camp.power': 1 },
    });
  });
});
