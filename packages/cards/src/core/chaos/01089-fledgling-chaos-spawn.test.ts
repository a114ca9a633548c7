import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Fledgling Chaos Spawn', () => {
  it('destroyed in the battlefield, it must deal 1 damage to a target unit in either battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Flames of Tzeentch'], battlefield: { cards: [{ card: 'Fledgling Chaos Spawn', as: 's' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 1 },
        { type: 'target', target: '@s' },
        {
          expect: {
            '@s.loc': 'discard',
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@k' }, { type: 'pass' }] },
          },
        },
        { type: 'target', target: '@b' },
      ],
      expect: { '@b.damage': 1, '@o.damage': 0, '@k.damage': 0 },
    });
  });

  it('does nothing when destroyed outside the battlefield', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Flames of Tzeentch'], kingdom: { cards: [{ card: 'Fledgling Chaos Spawn', as: 's' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 1 },
        { type: 'target', target: '@s' },
      ],
      expect: { '@s.loc': 'discard', '@b.damage': 0, '@o.damage': 0 },
    });
  });

  it('does nothing when sacrificed (a sacrifice is not a destruction)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Culling the Weak'], battlefield: { cards: [{ card: 'Fledgling Chaos Spawn', as: 's' }, { card: 'Black Orc Squad', as: 'o' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Culling the Weak' },
        { type: 'target', target: '@s' },
      ],
      expect: { '@s.loc': 'discard', '@b.damage': 0, '@o.damage': 0, '@o.power': 2 },
    });
  });
});
