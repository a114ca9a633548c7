import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Cauldron of Blood', () => {
  it('deals 1 damage to a target attacking unit when its kingdom is attacked', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Cauldron of Blood', as: 'c' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 's' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@s' },
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: '@s', player: 1 },
      ],
      expect: { '@s.loc': 'discard', '@k.damage': 0 },
    });
  });

  it('does not trigger when another zone is attacked', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: [{ card: 'Cauldron of Blood' }] } }, { battlefield: { cards: [{ card: 'Savage Marauders', as: 's' }] } }, ['dark-elf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s' },
      ],
      expect: { '@s.damage': 0, '@s.loc': 'battlefield' },
    });
  });
});
