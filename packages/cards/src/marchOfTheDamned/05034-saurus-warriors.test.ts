import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Saurus Warriors', () => {
  it('attacking, it has +1 power once a defender opposes it (so 3 damage), and 2 again after the combat', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Saurus Warriors', as: 's' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'd' }] } },
        ['lizardmen', 'orc'],
      ),
      decisions: [
        { expect: { '@s.power': 2 } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        // declared, not yet opposed
        { expect: { prompt: { player: 2, kind: 'declareDefenders' }, '@s.power': 2 } },
        { type: 'defender', card: '@d', player: 2 },
        { expect: { '@s.power': 3 } },
        { type: 'assign', target: '@d', amount: 3 },
        { type: 'assign', target: '@s', amount: 2, player: 2 },
      ],
      expect: { '@d.damage': 3, '@s.damage': 2, '@s.power': 2 },
    });
  });

  it('unopposed (no defender) it deals its printed 2 only', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Saurus Warriors', as: 's' }] } }, { kingdom: { cards: ['Mountain Brigade'] } }, ['lizardmen', 'orc']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2 },
    });
  });

  it('defending, the attackers oppose it: +1 power', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } }, { quest: { cards: [{ card: 'Saurus Warriors', as: 's' }] } }, ['chaos', 'empire']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@s', player: 2 },
        { type: 'assign', target: '@s', amount: 3 },
        { expect: { '@s.power': 3 } },
        { type: 'assign', target: '@k', amount: 3, player: 2 },
      ],
      expect: { '@k.damage': 3, '@s.loc': 'discard' },
    });
  });
});
