import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Warriors of Ulric', () => {
  it('when the opponent names a zone to attack, moves to that zone and defends it', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { quest: { cards: [{ card: 'Warriors of Ulric', as: 'w' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { 'combat.attackers': [], prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@w', ability: 'action', player: 2 },
        // another zone of its controller: not the one it is in, nor the opponent's
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }] } } },
        { type: 'target', target: 'kingdom', owner: 2, player: 2 },
        { expect: { '@w.loc': 'kingdom' } },
        { type: 'attacker', card: '@o' },
        // once per declaration: no use left after attackers are declared
        { type: 'use', card: '@w', ability: 'action', player: 2, illegal: '' },
        { type: 'defender', card: '@w', player: 2 },
      ],
      expect: { 'combat.defenders': ['Warriors of Ulric'] },
    });
  });

  it('when its controller names a zone to attack, moves into his battlefield and attacks', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Reiksguard Knights', as: 'k' }] }, kingdom: { cards: [{ card: 'Warriors of Ulric', as: 'w' }] } },
        {},
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@w', ability: 'action', illegal: '' },
        { type: 'attack', zone: 'quest' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@w' },
      ],
      expect: { 'combat.attackers': ['Reiksguard Knights', 'Warriors of Ulric'] },
    });
  });

  it('may be declined: it stays where it is', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { quest: { cards: [{ card: 'Warriors of Ulric', as: 'w' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@o' },
        { expect: { '@w.loc': 'quest' } },
      ],
    });
  });
});
