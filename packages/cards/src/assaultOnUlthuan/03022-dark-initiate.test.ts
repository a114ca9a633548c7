import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Dark Initiate', () => {
  it('adds no power to its zone with fewer than 2 of your developments there (other zones and the opponent\'s do not help)', () => {
    expectScenario({
      players: board(
        { battlefield: { cards: [{ card: 'Dark Initiate', as: 'i' }], developments: ['01001'] }, kingdom: { developments: ['01001', '01001'] } },
        { battlefield: { developments: ['01001', '01001'] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [],
      expect: { '@i.power': 0, 'p1.battlefield.power': 0 },
    });
  });

  it('counts its power with 2 of your developments in its zone', () => {
    expectScenario({
      players: board({ quest: { cards: [{ card: 'Dark Initiate', as: 'i' }], developments: ['01001', '01001'] } }, {}, ['dark-elf', 'dwarf']),
      decisions: [],
      expect: { '@i.power': 1, 'p1.quest.power': 2 },
    });
  });

  it('deals no combat damage when attacking without the developments, and does with them', () => {
    const attack = (devs: string[], damage: number) =>
      expectScenario({
        phase: 'battlefield',
        players: board({ battlefield: { cards: [{ card: 'Dark Initiate', as: 'i' }], developments: devs } }, {}, ['dark-elf', 'dwarf']),
        decisions: [
          { type: 'attack', zone: 'kingdom' },
          { type: 'attacker', card: '@i' },
          ...(damage > 0 ? [{ type: 'assign' as const, target: 'kingdom', amount: damage }] : []),
        ],
        // with no damage to assign, the combat ends and the turn passes
        expect: { 'p2.kingdom.damage': damage, turn: 4 },
      });
    attack(['01001'], 0);
    attack(['01001', '01001'], 1);
  });
});
