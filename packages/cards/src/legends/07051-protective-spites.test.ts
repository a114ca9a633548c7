import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Protective Spites', () => {
  it('enters with 3 tokens; each time its unit would be dealt damage, a token goes instead', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: [{ card: 'Protective Spites', as: 's' }, 'Plague Bomb'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Mountain Brigade', as: 'n' }, { card: 'Mountain Brigade', as: 'o' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Protective Spites', zone: 'kingdom', target: '@m' },
        { type: 'pass' },
        { expect: { '@s.tokens': 3 } },
        { type: 'play', card: 'Plague Bomb' },
        { type: 'target', target: '@n' },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.damage': 0, '@s.tokens': 2, '@n.damage': 1, '@o.damage': 3, log: ['loses a resource token instead'] },
    });
  });

  it('with no token left, damage is dealt', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Plague Bomb'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Protective Spites', as: 's', attachedTo: '@m', tokens: 0 }, { card: 'Mountain Brigade', as: 'n' }, { card: 'Mountain Brigade', as: 'o' }] } },
        {},
        ['chaos', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Plague Bomb' }, { type: 'target', target: '@m' }, { type: 'target', target: '@n' }],
      expect: { '@m.damage': 1 },
    });
  });
});
