import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const DECK = ['Flames of Tzeentch', { card: 'Chaos Knights', as: 'ck' }, 'Warpstone Excavation', 'Seduced by Darkness', 'Flames of Tzeentch', { card: 'Mountain Brigade', as: 'sixth' }];

describe('Blessings of Tzeentch', () => {
  it('sacrifices a unit on resolution, then may reveal the top five: a random revealed unit enters play in the zone chosen', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Blessings of Tzeentch'], deck: DECK as never, kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }] } }, {}, ['chaos', 'orc']),
      decisions: [
        { type: 'play', card: 'Blessings of Tzeentch' },
        // the only unit is the one to sacrifice; then the choice to reveal
        { expect: { prompt: { player: 1, kind: 'choose' } } },
        { type: 'target', target: 'Blessings of Tzeentch' },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@sg.loc': 'discard', '@ck.loc': 'battlefield', '@sixth.loc': 'deck', log: ['P1 reveals Flames of Tzeentch', 'Chaos Knights#'] },
    });
  });

  it('the player may decline to reveal: only the sacrifice happens', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Blessings of Tzeentch'], deck: DECK as never, kingdom: { cards: [{ card: 'Savage Gors', as: 'sg' }] } }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch' }, { type: 'pass' }],
      expect: { '@sg.loc': 'discard', '@ck.loc': 'deck' },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ['Blessings of Tzeentch', 'Mountain Brigade'] }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: 'Blessings of Tzeentch', illegal: 'could not resolve' }],
    });
  });
});
