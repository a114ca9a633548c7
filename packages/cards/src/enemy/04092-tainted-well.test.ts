import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Tainted Well', () => {
  it('when a unit is corrupted, its controller may deal 1 damage to that unit (an opponent\'s)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Seduced by Darkness', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Tainted Well', as: 'w' }, { card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@h' },
        { expect: { '@h.corrupt': true, '@h.damage': 0 } },
        { expect: { options: { include: [{ type: 'use', card: '@w', ability: 'action' }] } } },
        { type: 'use', card: '@w', ability: 'action' },
        // not a target: Toughness still cancels 1 (the damage is a normal one)
      ],
      expect: { '@h.damage': 0, log: ['Toughness 1 cancels'] },
    });
  });

  it('deals the damage to one\'s own corrupted unit too; usable only once per corruption', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Seduced by Darkness', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Tainted Well', as: 'w' }, { card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@mine' },
        { type: 'use', card: '@w', ability: 'action' },
        { expect: { '@mine.damage': 1 } },
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
      ],
    });
  });

  it('it may be declined; nothing happens without a corruption', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: ['Seduced by Darkness', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Tainted Well', as: 'w' }, { card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
        { type: 'play', card: 'Seduced by Darkness' },
        { type: 'target', target: '@mine' },
        { type: 'pass' },
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
      ],
      expect: { '@mine.damage': 0, '@mine.corrupt': true },
    });
  });

  it('a unit entering play already corrupted (Warpstone Excavation) was not corrupted: nothing to use (FAQ Q&A Fellblade)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: [{ card: 'Black Orc Squad', as: 'o' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Tainted Well', as: 'w' }, { card: 'Warpstone Excavation', as: 'x' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@o', zone: 'kingdom' },
        { expect: { '@o.corrupt': true, prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
      ],
      expect: { '@o.damage': 0 },
    });
  });
});
