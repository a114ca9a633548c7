import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Helstorm Rocket Battery', () => {
  it("pays 3: 1 damage to an attacking unit, then the Battery's controller moves it to another zone of the unit's controller, out of the attack", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dark Zealot', as: 'dz' }, { card: 'Chaos Knights', as: 'idle' }] } },
        { resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Helstorm Rocket Battery', as: 'hrb' }, { card: 'Mountain Brigade', as: 'home' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ck' },
        { type: 'attacker', card: '@dz' },
        { type: 'pass' },
        { type: 'use', card: '@hrb', ability: 'action', player: 2 },
        // attacking units only
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@dz' }], exclude: [{ type: 'target', target: '@idle' }, { type: 'target', target: '@home' }] } } },
        { type: 'target', target: '@ck' },
        { expect: { 'p2.resources': 0 } },
        // P2 picks one of P1's other zones (not the battlefield, not his own)
        { expect: { prompt: { player: 2, kind: 'choose' }, options: { include: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 1 }], exclude: [{ type: 'target', target: 'battlefield', owner: 1 }, { type: 'target', target: 'quest', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
        { expect: { '@ck.damage': 1, '@ck.loc': 'quest', 'combat.attackers': ['Dark Zealot'] } },
      ],
    });
  });

  it('cannot be used outside the battlefield, without 3 resources, or with no attacking unit', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, 'Dark Zealot'] } },
        { resources: 3, hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Helstorm Rocket Battery', as: 'hrb' }, 'Flagellants'] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'action' }, 'combat.attackers': ['Chaos Knights'] } },
        { type: 'use', card: '@hrb', ability: 'action', player: 2, illegal: '' },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, 'Dark Zealot'] } },
        { resources: 2, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Helstorm Rocket Battery', as: 'hrb' }, 'Flagellants'] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'pass', player: 2 },
        { type: 'attack', zone: 'battlefield' },
        { type: 'pass', player: 2 },
        { type: 'attacker', card: '@ck' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'action' }, 'combat.attackers': ['Chaos Knights'] } },
        { type: 'use', card: '@hrb', ability: 'action', player: 2, illegal: '' },
      ],
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Helstorm Rocket Battery', as: 'hrb' }, 'Flagellants'] } },
        ['chaos', 'empire'],
      ),
      decisions: [{ type: 'pass' }, { type: 'use', card: '@hrb', ability: 'action', player: 2, illegal: '' }],
    });
  });

  it('when the damage destroys the unit, there is nothing to move; the cost stays paid', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Nurgle Sorcerer', as: 'ns', damage: 1 }, 'Dark Zealot'] } },
        { resources: 3, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Helstorm Rocket Battery', as: 'hrb' }] } },
        ['chaos', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ns' },
        { type: 'pass' },
        { type: 'use', card: '@hrb', ability: 'action', player: 2 },
      ],
      // (no one is asked where to move it; the game goes on — the expectation is read at the next turn)
      expect: { '@ns.loc': 'discard', log: ['uses Helstorm Rocket Battery', 'pays 3'] },
    });
  });
});
