import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Squig Pen', () => {
  it('is played only into a zone with no developments', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 6, hand: [{ card: 'Squig Pen', as: 'p' }, 'Mountain Brigade'], kingdom: { developments: ['Mountain Brigade'] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@p', zone: 'quest' }, { type: 'play', card: '@p', zone: 'battlefield' }], exclude: [{ type: 'play', card: '@p', zone: 'kingdom' }] } } },
        { type: 'play', card: '@p', zone: 'kingdom', illegal: 'no developments' },
        { type: 'play', card: '@p', zone: 'quest' },
      ],
      // cost 3 (its loyalty icon matched by the Orc capital); 2 power in the quest zone
      expect: { '@p.loc': 'quest', 'p1.resources': 3, 'p1.quest.power': 3 },
    });
  });

  it('its controller cannot develop its zone, while the others stay open; the opponent is not bound', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: 'Squig Pen', as: 'p' }] } }, {}, ['orc', 'dwarf']),
      decisions: [
        { expect: { options: { include: [{ type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }], exclude: [{ type: 'develop', card: 'Mountain Brigade', zone: 'quest' }] } } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest', illegal: 'cannot develop' },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      ],
      expect: { 'p1.kingdom.developments': 1, 'p1.quest.developments': 0 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board({ quest: { cards: ['Squig Pen'] } }, { hand: ['Mountain Brigade', 'Mountain Brigade'] }, ['orc', 'dwarf']),
      decisions: [{ type: 'develop', card: 'Mountain Brigade', zone: 'quest' }],
      expect: { 'p2.quest.developments': 1 },
    });
  });

  it('once it has left play, the zone can be developed again', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Squig Pen', as: 'p' }] } },
        { resources: 2, hand: ['Demolition!'] },
        ['orc', 'dwarf'],
      ),
      decisions: [
        { expect: { options: { exclude: [{ type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }] } } },
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Demolition!', player: 2 },
        { expect: { '@p.loc': 'discard' } },
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      ],
      expect: { 'p1.kingdom.developments': 1 },
    });
  });
});
