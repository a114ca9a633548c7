import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Pile uv Shinies', () => {
  it('a unit of printed cost 4 or more entering play under your control: you may draw 1 (once per trigger)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, deck: [{ card: 'Chaos Knights', as: 'top' }, 'Lobber Crew'], hand: [{ card: 'Mountain Brigade', as: 'big' }, 'Dwarf Ranger'], kingdom: { cards: [{ card: 'Pile uv Shinies', as: 'p' }] } },
        {},
        ['dwarf', 'orc'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@p', ability: 'action' }] } } },
        { type: 'play', card: '@big', zone: 'kingdom' },
        { type: 'use', card: '@p', ability: 'action' },
        { expect: { '@top.loc': 'hand', 'p1.hand.count': 2 } },
        { type: 'use', card: '@p', ability: 'action', illegal: '' },
      ],
    });
  });

  it('not for a cheaper unit of yours, nor for a big unit of the opponent', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 9, hand: ['Dwarf Ranger', 'Lobber Crew'], kingdom: { cards: [{ card: 'Pile uv Shinies', as: 'p' }] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Dwarf Ranger', zone: 'kingdom' },
        { expect: { options: { exclude: [{ type: 'use', card: '@p', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Pile uv Shinies', as: 'p' }, 'Black Orc Squad'] } }, { resources: 9, hand: ['Mountain Brigade', 'Lobber Crew'] }, ['orc', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Mountain Brigade', zone: 'kingdom' },
        { expect: { 'p1.hand.count': 0, options: { exclude: [{ type: 'use', card: '@p', ability: 'action' }] } } },
      ],
    });
  });

  it('a big unit put into play by an effect (not played) counts too', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, deck: [{ card: 'Chaos Knights', as: 'top' }, 'Lobber Crew'], hand: ['Raise Dead', 'Dwarf Ranger'], discard: [{ card: 'Mountain Brigade', as: 'mb' }], kingdom: { cards: [{ card: 'Pile uv Shinies', as: 'p' }] } },
        {},
        ['undead', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Raise Dead' },
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@mb.loc': 'quest' } },
        { type: 'use', card: '@p', ability: 'action' },
      ],
      expect: { '@top.loc': 'hand' },
    });
  });
});
