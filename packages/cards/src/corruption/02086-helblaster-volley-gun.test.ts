import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Helblaster Volley Gun', () => {
  it('is played onto a unit in your battlefield only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 3,
          hand: [{ card: 'Helblaster Volley Gun', as: 'vg' }, 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Huntsmen', as: 'k' }] },
          battlefield: { cards: [{ card: 'Huntsmen', as: 'b' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'opp' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@vg', zone: 'kingdom', target: '@k', illegal: '' },
        { type: 'play', card: '@vg', zone: 'battlefield', target: '@opp', illegal: '' },
        { type: 'play', card: '@vg', zone: 'battlefield', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@vg.loc': 'battlefield', 'p1.resources': 2 },
    });
  });

  it('the attached unit deals 1 more combat damage per development in your battlefield (not in other zones, not the opponent\'s)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          kingdom: { developments: ['Mountain Brigade'] },
          battlefield: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Helblaster Volley Gun', attachedTo: '@hu' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
        },
        { battlefield: { developments: ['Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@hu' },
        { expect: { '@hu.power': 1 } },
        // 1 power + 2 developments
        { type: 'assign', target: 'quest', amount: 3 },
      ],
      expect: { 'p2.quest.damage': 3 },
    });
  });

  it('stays attached when its unit moves out of the battlefield (the zone counted only as it was played)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: ['Forced March'],
          battlefield: { cards: [{ card: 'Huntsmen', as: 'hu' }, { card: 'Helblaster Volley Gun', as: 'vg', attachedTo: '@hu' }], developments: ['Mountain Brigade'] },
        },
        {},
        ['empire', 'orc'],
      ),
      decisions: [{ type: 'play', card: 'Forced March' }, { type: 'target', target: 'kingdom' }],
      expect: { '@hu.loc': 'kingdom', '@vg.loc': 'kingdom' },
    });
  });
});
