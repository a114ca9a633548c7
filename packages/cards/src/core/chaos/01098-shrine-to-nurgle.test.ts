import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Shrine to Nurgle', () => {
  it("from the kingdom, corrupts each opponent's unit dealt combat damage, not its controller's own", () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { kingdom: { cards: ['Shrine to Nurgle'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@m' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: '@m', amount: 3 },
        { type: 'assign', target: '@k', amount: 2 },
      ],
      expect: { '@m.damage': 3, '@m.corrupt': true, '@n.corrupt': false, '@n.damage': 0, '@k.damage': 2, '@k.corrupt': false },
    });
  });

  it('ignores damage that is not combat damage (errata), and works only from the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: ['Flames of Tzeentch'], kingdom: { cards: ['Shrine to Nurgle'] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Flames of Tzeentch', x: 1 }],
      expect: { '@m.damage': 1, '@m.corrupt': false },
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { quest: { cards: ['Shrine to Nurgle'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@k' },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 3 },
        { type: 'assign', target: '@k', amount: 2 },
      ],
      expect: { '@m.damage': 3, '@m.corrupt': false },
    });
  });
});
