import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Blessing of Myrmidia', () => {
  it('gives +1 power until the end of the turn to each of your Knights in combat (not other units, nor Knights out of combat)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          resources: 2,
          hand: [{ card: 'Blessing of Myrmidia', as: 'b' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Reiksguard Knights', as: 'k1' }, { card: 'Chaos Knights', as: 'k2' }, { card: 'Black Orc Squad', as: 'o' }, { card: 'Reiksguard Knights', as: 'home' }] },
        },
        { kingdom: { cards: [{ card: 'Reiksguard Knights', as: 'theirs' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k1' },
        { type: 'attacker', card: '@k2' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        { type: 'pass' },
        { type: 'defender', card: '@theirs', player: 2 },
        { type: 'target', target: '@o', player: 2 },
        { type: 'play', card: '@b' },
        { expect: { '@k1.power': 2, '@k2.power': 4, '@o.power': 1, '@home.power': 1, '@theirs.power': 1 } },
        { type: 'assign', target: '@theirs', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 5 },
        { type: 'assign', target: '@o', amount: 1, player: 2 },
        // (the turn then ends by itself: nobody has anything left to do)
      ],
      expect: { turn: 4, '@k1.power': 1, '@k2.power': 3, 'p2.kingdom.damage': 5, '@theirs.loc': 'discard' },
    });
  });

  it('cannot be played with no Knight of yours in combat', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { resources: 2, hand: [{ card: 'Blessing of Myrmidia', as: 'b' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Reiksguard Knights', as: 'home' }] } },
        {},
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@b', illegal: '' },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@o' },
        { type: 'pass' },
        { type: 'play', card: '@b', illegal: '' },
      ],
    });
  });
});
