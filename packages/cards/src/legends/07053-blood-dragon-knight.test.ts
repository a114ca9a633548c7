import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blood Dragon Knight', () => {
  it('when it attacks, its controller may deal damage equal to its power to a unit in the defending zone', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Blood Dragon Knight', as: 'k' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mk' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }, { card: 'Chaos Knights', as: 'ck' }] }, quest: { cards: [{ card: 'Chaos Knights', as: 'q' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'use', card: '@k', ability: 'action' },
        // units in the zone under attack only: not the defender's quest zone, not the attacker's own kingdom
        { expect: { options: { include: [{ type: 'target', target: '@mb' }, { type: 'target', target: '@ck' }], exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@mk' }, { type: 'target', target: '@k' }] } } },
        { type: 'target', target: '@mb' },
        { type: 'pass', player: 2 },
        { expect: { '@mb.damage': 2, '@ck.damage': 0 } },
      ],
    });
  });

  it('is optional and only at the first opportunity; not offered when it did not attack', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Blood Dragon Knight', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'pass', player: 1 },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
        { type: 'pass', player: 2 },
        { expect: { options: { exclude: [{ type: 'use', card: '@k', ability: 'action' }] } } },
      ],
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Blood Dragon Knight', as: 'k' }, { card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'pass' },
        { expect: { prompt: { player: 2, kind: 'declareDefenders' } } },
      ],
    });
  });
});
