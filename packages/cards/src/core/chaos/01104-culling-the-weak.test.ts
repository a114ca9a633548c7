import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Culling the Weak', () => {
  it('sacrifice one of your units as its cost: each unit in your battlefield gets +1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Culling the Weak', 'Seduced by Darkness'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'z' }, { card: 'Dark Zealot', as: 'k' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Chaos Knights', as: 'b' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Culling the Weak' },
        { expect: { options: { include: [{ type: 'target', target: '@z' }, { type: 'target', target: '@a' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@z' },
        { expect: { '@z.loc': 'discard' } },
        { type: 'pass' },
        { expect: { '@a.power': 2, '@b.power': 4, '@m.power': 2, '@k.power': 1 } },
        { type: 'pass' }, // on to the battlefield phase: still +1
        { expect: { phase: 'battlefield', '@a.power': 2 } },
        { type: 'pass' },
        { type: 'pass' }, // no attack
        { type: 'pass' }, // the turn ends
      ],
      expect: { turn: 4, '@a.power': 1, '@b.power': 3 },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: ['Culling the Weak'] }, { battlefield: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: 'Culling the Weak', illegal: 'cost cannot be paid' }],
    });
  });
});
