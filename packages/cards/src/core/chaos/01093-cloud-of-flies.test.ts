import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Cloud of Flies', () => {
  it('at the start of its controller\'s turn, its host and another unit may each take 1 uncancellable damage', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }, { card: 'Cloud of Flies', attachedTo: '@u' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { exclude: [{ type: 'target', target: '@u' }] } } },
        { type: 'target', target: '@h' },
      ],
      // Toughness 1 does not cancel it
      expect: { '@h.damage': 1, '@u.damage': 1 },
    });
  });

  it('may be declined', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }, { card: 'Cloud of Flies', attachedTo: '@u' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'pass', player: 1 }],
      expect: { '@h.damage': 0, '@u.damage': 0 },
    });
  });

  it('is played onto a unit its player controls', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Cloud of Flies'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Cloud of Flies', zone: 'kingdom', target: '@m', illegal: 'cannot be attached' },
        { type: 'play', card: 'Cloud of Flies', zone: 'kingdom', target: '@u' },
      ],
      expect: { 'p1.kingdom.supports': ['Cloud of Flies'] },
    });
  });
});
