import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Snotling Saboteurs', () => {
  it('pays 2 and sacrifices itself to destroy a target support card or development (not a unit)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Snotling Saboteurs', as: 'ss' }, { card: 'Totem of Gork', as: 'mine' }] } },
        {
          kingdom: { cards: [{ card: 'Rune of Fortitude', as: 'rune' }, { card: 'Mountain Brigade', as: 'mb' }, { card: 'Gromril Armour', as: 'ga', attachedTo: '@mb' }], developments: [{ card: 'Mountain Brigade', as: 'dev' }] },
        },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@ss', ability: 'action' },
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@rune' }, { type: 'target', target: '@dev' }, { type: 'target', target: '@ga' }, { type: 'target', target: '@mine' }],
              exclude: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@ss' }],
            },
          },
        },
        { type: 'target', target: '@dev' },
        { expect: { '@ss.loc': 'discard', 'p1.resources': 1 } },
      ],
      expect: { '@dev.loc': 'discard', 'p2.kingdom.developments': 0, '@rune.loc': 'kingdom' },
    });
  });

  it('destroys an attachment', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Snotling Saboteurs', as: 'ss' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Gromril Armour', as: 'ga', attachedTo: '@mb' }] } },
        ['orc', 'dwarf'],
      ),
      decisions: [{ type: 'use', card: '@ss', ability: 'action' }],
      expect: { '@ga.loc': 'discard', '@mb.loc': 'kingdom', '@ss.loc': 'discard', 'p1.resources': 0 },
    });
  });

  it('needs 2 resources', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Snotling Saboteurs', as: 'ss' }] } }, { kingdom: { cards: ['Rune of Fortitude'] } }, ['orc', 'dwarf']),
      decisions: [{ type: 'use', card: '@ss', ability: 'action', illegal: 'costs more' }],
    });
  });
});
