import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const forge = { card: 'Derricksburg Forge', as: 'f' };
const use = (ability: string) => ({ type: 'use', card: '@f', ability });

describe('Derricksburg Forge', () => {
  it('entering play in the kingdom: you may gain 1 resource (its quest ability is off there)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [forge, 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@f', zone: 'kingdom' },
        // cost 2 (its loyalty icon is matched by the Empire capital)
        { expect: { 'p1.resources': 0, options: { include: [use('resource')], exclude: [use('draw')] } } },
        use('resource'),
      ],
      expect: { 'p1.resources': 1, 'p1.hand.count': 1, 'p1.deck': 10 },
    });
  });

  it('entering play in the quest zone: you may draw 1 card (its kingdom ability is off there)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [forge, 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@f', zone: 'quest' },
        { expect: { options: { include: [use('draw')], exclude: [use('resource')] } } },
        use('draw'),
      ],
      expect: { 'p1.resources': 0, 'p1.hand.count': 2, 'p1.deck': 9 },
    });
  });

  it('in the battlefield it does nothing; both are optional', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [forge, 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [
        { type: 'play', card: '@f', zone: 'battlefield' },
        { expect: { options: { exclude: [use('draw'), use('resource')] } } },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [forge, 'Mountain Brigade'] }, {}, ['empire', 'orc']),
      decisions: [{ type: 'play', card: '@f', zone: 'kingdom' }, { type: 'pass' }],
      expect: { 'p1.resources': 0, 'p1.hand.count': 1 },
    });
  });

  it('is not triggered again while it stays in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Mountain Brigade'], kingdom: { cards: [forge] } }, {}, ['empire', 'orc']),
      decisions: [{ expect: { options: { exclude: [use('draw'), use('resource')] } } }],
    });
  });
});
