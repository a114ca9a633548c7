import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Screamers of Tzeentch', () => {
  it('is corrupted as its controller\'s turn begins', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Screamers of Tzeentch', as: 's' }] } }, { battlefield: { cards: [{ card: 'Screamers of Tzeentch', as: 'o' }] } }, ['chaos', 'chaos']),
      expect: { '@s.corrupt': true, '@o.corrupt': false },
    });
  });

  it('Feared 1: when it attacks, its controller may blank one unit\'s text while the attack lasts', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Screamers of Tzeentch', as: 's' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Grudgebearer', as: 'g', tokens: 2 }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { '@g.power': 3 } },
        { type: 'attacker', card: '@s' },
        { expect: { prompt: { player: 1, kind: 'chooseTarget' }, options: { include: [{ type: 'target', target: '@g' }, { type: 'pass' }] } } },
        { type: 'target', target: '@g' },
        { expect: { '@g.power': 1, '@g.tokens': 2 } },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.kingdom.damage': 1, '@g.power': 3, '@g.tokens': 2 },
    });
  });
});
