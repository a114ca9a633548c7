import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Cloud of Flies', () => {
  it("at the beginning of its controller's turn, he may deal 1 damage that cannot be cancelled to the attached unit and to one target unit", () => {
    expectScenario({
      phase: 'beginTurn',
      players: board(
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'u' }, { card: 'Cloud of Flies', attachedTo: '@u' }] } },
        { quest: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@h' }, { type: 'target', target: '@u' }, { type: 'pass' }] } } },
        { type: 'target', target: '@h' },
      ],
      // Toughness 1 cancels neither
      expect: { '@h.damage': 1, '@u.damage': 1, log: ['is dealt 1 damage'] },
    });
  });

  it('targeting the attached unit deals it 2 damage', () => {
    expectScenario({
      phase: 'beginTurn',
      players: board({ kingdom: { cards: [{ card: 'Dark Zealot', as: 'u' }, { card: 'Cloud of Flies', attachedTo: '@u' }] } }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'target', target: '@u' }],
      expect: { '@u.damage': 2, '@m.damage': 0 },
    });
  });

  it('may be declined, and does nothing as the opponent’s turn begins', () => {
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
    expectScenario({
      phase: 'beginTurn',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }, { card: 'Cloud of Flies', attachedTo: '@u' }] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }] } },
        ['chaos', 'dwarf'],
      ),
      // no choice for P1: P2 simply gets on with his turn
      decisions: [{ expect: { prompt: { player: 2, kind: 'action' } } }],
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
