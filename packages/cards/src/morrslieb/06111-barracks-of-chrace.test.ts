import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Barracks of Chrace', () => {
  it('on a development from hand he looks at his top card and may put it on the bottom', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ deck: [{ card: 'Chaos Knights', as: 'd1' }, { card: 'Lobber Crew', as: 'd2' }], hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Barracks of Chrace', as: 'b' }] } }, { kingdom: { cards: ['Lobber Crew'] } }, ['high-elf', 'dwarf']),
      decisions: [
        { type: 'pass', player: 2 },
        { expect: { options: { exclude: [{ type: 'use', card: '@b', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest', illegal: '' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ deck: [{ card: 'Chaos Knights', as: 'd1' }, { card: 'Lobber Crew', as: 'd2' }], hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Barracks of Chrace', as: 'b' }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [
        { expect: { options: { exclude: [{ type: 'use', card: '@b', ability: 'action' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@b', ability: 'action' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@d1' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@d2' }] } } },
        { type: 'target', target: '@d1' },
        { type: 'use', card: '@b', ability: 'action', illegal: '' },
        { type: 'pass' },
      ],
      // the Crew is on top now: P1 draws it in his next quest phase (turn 5)
      expect: { turn: 5, 'p1.hand': ['Mountain Brigade', 'Lobber Crew'], '@d1.loc': 'deck' },
    });
  });

  it('he may leave the card on top; not for the opponent\'s development', () => {
    expectScenario({
      phase: 'capital',
      players: board({ deck: [{ card: 'Chaos Knights', as: 'd1' }, { card: 'Lobber Crew', as: 'd2' }], hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Barracks of Chrace', as: 'b' }] } }, {}, ['high-elf', 'dwarf']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'use', card: '@b', ability: 'action' },
        { type: 'pass' },
        { expect: { turn: 4, '@d1.loc': 'deck' } },
        { type: 'pass', player: 2 },
      ],
      expect: { turn: 5, 'p1.hand': ['Mountain Brigade', 'Chaos Knights'] },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Barracks of Chrace', as: 'b' }] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['high-elf', 'dwarf']),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { expect: { options: { exclude: [{ type: 'use', card: '@b', ability: 'action' }] } } },
      ],
    });
  });
});
