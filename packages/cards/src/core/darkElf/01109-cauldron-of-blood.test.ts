import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Cauldron of Blood', () => {
  it('deals 1 damage to one target attacking unit when its kingdom is attacked', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Cauldron of Blood', as: 'c' }, { card: 'Mountain Brigade', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Savage Marauders', as: 's' }, { card: 'Dark Zealot', as: 'home' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'attacker', card: '@s' },
        { type: 'pass' },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@s' }], exclude: [{ type: 'target', target: '@home' }, { type: 'target', target: '@mine' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@s', player: 1 },
      ],
      expect: { '@s.loc': 'discard', '@k.damage': 0, '@home.damage': 0 },
    });
  });

  it('does not trigger when another zone is attacked, outside the kingdom, or when its controller attacks', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ kingdom: { cards: ['Cauldron of Blood'] } }, { battlefield: { cards: [{ card: 'Savage Marauders', as: 's' }] } }, ['dark-elf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s' },
      ],
      expect: { '@s.damage': 0, '@s.loc': 'battlefield' },
    });
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board({ quest: { cards: ['Cauldron of Blood'] } }, { battlefield: { cards: [{ card: 'Savage Marauders', as: 's' }] } }, ['dark-elf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'quest' },
        { type: 'attacker', card: '@s' },
      ],
      expect: { '@s.damage': 0, '@s.loc': 'battlefield' },
    });
    expectScenario({
      phase: 'battlefield',
      players: board({ kingdom: { cards: ['Cauldron of Blood'] }, battlefield: { cards: [{ card: 'Savage Marauders', as: 's' }] } }, {}, ['dark-elf', 'chaos']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@s' },
      ],
      expect: { '@s.damage': 0, '@s.loc': 'battlefield' },
    });
  });
});
