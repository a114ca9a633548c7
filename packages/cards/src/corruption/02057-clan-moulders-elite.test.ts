import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Clan Moulder's Elite", () => {
  it('cannot be declared as a defender', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: "Clan Moulder's Elite", as: 'e' }, { card: 'Dark Zealot', as: 'z' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@mb' },
        { expect: { prompt: { player: 1, kind: 'declareDefenders' }, options: { include: [{ type: 'defender', card: '@z' }], exclude: [{ type: 'defender', card: '@e' }] } } },
        { type: 'defender', card: '@e', illegal: '' },
      ],
    });
  });

  it('attacks normally', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: "Clan Moulder's Elite", as: 'e' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'attack', zone: 'kingdom' }, { type: 'attacker', card: '@e' }, { type: 'assign', target: 'kingdom', amount: 2 }],
      expect: { 'p2.kingdom.damage': 2 },
    });
  });

  it('enters play only in the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: [{ card: "Clan Moulder's Elite", as: 'e' }, 'Mountain Brigade'] }, {}, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: '@e', zone: 'kingdom', illegal: '' },
        { type: 'play', card: '@e', zone: 'battlefield' },
      ],
      expect: { '@e.loc': 'battlefield' },
    });
  });
});
