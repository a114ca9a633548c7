import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Durgnar the Bold', () => {
  it('has +2 power only while a section of its controller capital burns', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { kingdom: { cards: [{ card: 'Durgnar the Bold', as: 'd' }], burning: true } },
        { battlefield: { cards: [{ card: 'Durgnar the Bold', as: 'e' }] }, quest: { burning: true } },
      ),
      decisions: [],
      expect: { '@d.power': 4, '@e.power': 4 },
    });
    // damaged but not burning, and only the opponent burning: no bonus
    expectScenario({
      phase: 'capital',
      players: board({ kingdom: { cards: [{ card: 'Durgnar the Bold', as: 'd' }], damage: 7 } }, { quest: { burning: true } }),
      decisions: [],
      expect: { '@d.power': 2 },
    });
  });

  it('gains the bonus as soon as a section burns', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ battlefield: { cards: [{ card: 'Durgnar the Bold', as: 'd' }] }, quest: { damage: 7 } }, { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } }),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@c' },
        { expect: { '@d.power': 2 } },
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p1.quest.burning': true, '@d.power': 4 },
    });
  });

  it('is a Hero: not played into a zone that already holds one of its controller Heroes', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 20, hand: ['Durgnar the Bold'], quest: { cards: ['King Kazador'] } }, {}, ['dwarf', 'orc']),
      decisions: [
        { type: 'play', card: 'Durgnar the Bold', zone: 'quest', illegal: 'already has a Hero' },
        { type: 'play', card: 'Durgnar the Bold', zone: 'kingdom' },
      ],
      expect: { 'p1.kingdom.units': ['Durgnar the Bold'] },
    });
  });
});
