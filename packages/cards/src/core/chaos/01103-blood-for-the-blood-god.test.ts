import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Blood for the Blood God', () => {
  it("deals a target unit in either player's battlefield damage equal to its power", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Blood for the Blood God'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Blood for the Blood God' },
        { expect: { options: { include: [{ type: 'target', target: '@k' }, { type: 'target', target: '@o' }], exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.damage': 3, '@m.damage': 0, '@o.damage': 0 },
    });
  });

  it('counts the power the target has as it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Blood for the Blood God', 'Culling the Weak'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'z' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } },
        { kingdom: { cards: ['Mountain Brigade'] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Blood for the Blood God' }, // its only target is the Brigade (power 2)
        { type: 'play', card: 'Culling the Weak' }, // in response: +1 power to it
        { type: 'target', target: '@z' },
        { type: 'pass' },
      ],
      expect: { '@m.damage': 3, '@z.loc': 'discard', log: ['power +1'] },
    });
  });
});
