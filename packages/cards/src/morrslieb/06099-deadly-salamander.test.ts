import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Deadly Salamander', () => {
  it('opposed while attacking: its controller may deal 1 damage to every attacking and defending unit, itself too', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Deadly Salamander', as: 's' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Chaos Knights', as: 'idle' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'd' }, { card: 'Mountain Brigade', as: 'home' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'defender', card: '@d', player: 2 },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'use', card: '@s', ability: 'action' }] } } },
        { type: 'use', card: '@s', ability: 'action' },
        // the Salamander was dealt damage: its Savage 2 asks P1 for a target
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'pass', player: 1 },
        { expect: { '@s.damage': 1, '@b.damage': 1, '@d.damage': 1, '@idle.damage': 0, '@home.damage': 0 } },
      ],
    });
  });

  it('is optional and only at the first opportunity; unopposed, it is never offered', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Deadly Salamander', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'd' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'defender', card: '@d', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'pass', player: 1 },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Deadly Salamander', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'd' }] } },
        ['lizardmen', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'pass', player: 2 },
        { expect: { options: { exclude: [{ type: 'use', card: '@s', ability: 'action' }] } } },
      ],
    });
  });
});
