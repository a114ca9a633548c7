import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dreamer of Dragons', () => {
  it('takes 1 damage for +1 power until the end of the turn, as often as it likes; the third use destroys it', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Dreamer of Dragons', as: 'd' }] } }, {}, ['high-elf', 'orc']),
      decisions: [
        { type: 'use', card: '@d', ability: 'action' },
        { type: 'pass' }, // (its player lets it resolve rather than respond)
        { expect: { '@d.damage': 1, '@d.power': 2, 'p1.resources': 0 } },
        { type: 'use', card: '@d', ability: 'action' },
        { type: 'pass' },
        { expect: { '@d.damage': 2, '@d.power': 3 } },
        { type: 'use', card: '@d', ability: 'action' },
        { type: 'pass' },
        { expect: { '@d.loc': 'discard' } },
      ],
    });
  });

  it('the damage cannot be cancelled (Toughness does not stop it); the power ends with the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Dreamer of Dragons', as: 'd' }, { card: 'Gromril Armour', attachedTo: '@d' }] } },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@d', ability: 'action' },
        { type: 'pass' },
        { expect: { '@d.damage': 1, '@d.power': 2 } },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'pass' },
        { expect: { turn: 4, '@d.power': 1, '@d.damage': 1 } },
      ],
    });
  });
});
