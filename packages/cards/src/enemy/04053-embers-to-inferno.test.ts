import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Embers to Inferno', () => {
  it('destroys a target unit or support card in a burning zone (of either player), nothing elsewhere', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Embers to Inferno', as: 'e' }, 'Mountain Brigade'], quest: { burning: true, cards: [{ card: 'Savage Marauders', as: 'mine' }] } },
        {
          kingdom: { burning: true, cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Keystone Forge', as: 's' }], developments: [{ card: 'Mountain Brigade', as: 'dev' }] },
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] },
        },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@e' },
        { expect: { options: { include: [{ type: 'target', target: '@m' }, { type: 'target', target: '@s' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@dev' }] } } },
        { type: 'target', target: '@s' },
      ],
      expect: { '@s.loc': 'discard', '@m.loc': 'kingdom', '@e.loc': 'discard' },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Embers to Inferno', as: 'e' }, 'Mountain Brigade'] }, { kingdom: { burning: true, cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: '@e' }],
      expect: { '@m.loc': 'discard' },
    });
  });

  it('cannot be played when no burning zone holds a unit or support', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: [{ card: 'Embers to Inferno', as: 'e' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] }, quest: { burning: true } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: '@e', illegal: 'no legal target' }],
    });
  });
});
