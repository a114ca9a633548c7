import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Gutter Runners', () => {
  it('enters play already corrupted (not a change of state: Fellblade gains nothing), in the battlefield only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: [{ card: 'Gutter Runners', as: 'g' }, 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Clan Rats', as: 'cr' }, { card: 'Fellblade', as: 'fb', attachedTo: '@cr' }] },
        },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@g', zone: 'kingdom', illegal: '' },
        { type: 'play', card: '@g', zone: 'battlefield' },
      ],
      expect: { '@g.loc': 'battlefield', '@g.corrupt': true, '@fb.tokens': 0 },
    });
  });

  it('only itself: another unit entering its zone is not corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Dark Zealot', as: 'z' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Gutter Runners', as: 'g' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: '@z', zone: 'battlefield' }],
      expect: { '@z.corrupt': false },
    });
  });

  it('has Scout: surviving an attack, the opponent discards a card at random', () => {
    expectScenario({
      phase: 'battlefield',
      players: board({ battlefield: { cards: [{ card: 'Gutter Runners', as: 'g' }] } }, { hand: ['Black Orc Squad', 'Lobber Crew'] }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@g' },
        { type: 'assign', target: 'kingdom', amount: 1 },
      ],
      expect: { 'p2.discard.count': 1, 'p2.kingdom.damage': 1 },
    });
  });
});
