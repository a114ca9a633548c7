import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Blood for the Blood God', () => {
  it('deals a target battlefield unit damage equal to its power', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Blood for the Blood God'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Blood for the Blood God' },
        { expect: { options: { exclude: [{ type: 'target', target: '@m' }] } } },
        { type: 'target', target: '@k' },
      ],
      expect: { '@k.damage': 3, '@m.damage': 0, '@o.damage': 0 },
    });
  });
});
