import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Beast of Rot', () => {
  it('costs 1 less and has +1 power per Disease card in play, either player\'s', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 5,
          hand: [{ card: 'Beast of Rot', as: 'br' }],
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Necrotic Spasms', as: 'n1', attachedTo: '@ck' }] },
        },
        // an opponent's Disease counts; a facedown one does not
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Necrotic Spasms', attachedTo: '@b' }], developments: ['Necrotic Spasms'] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        // 5 less 2 Diseases = 3; loyalty 2 is covered by the Chaos symbols (capital, Knights, Spasms)
        { type: 'play', card: '@br', zone: 'battlefield' },
        { expect: { '@br.power': 4 } },
        { type: 'pass' },
      ],
      expect: { '@br.loc': 'battlefield', 'p1.resources': 2 },
    });
  });

  it('with one Disease in play it has 3 power; with none it costs its full 5 plus loyalty', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Beast of Rot', as: 'br' }, { card: 'Necrotic Spasms', as: 'n', attachedTo: '@br' }] } },
        {},
        ['chaos', 'orc'],
      ),
      decisions: [{ expect: { '@br.power': 3 } }],
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 4, hand: [{ card: 'Beast of Rot', as: 'br' }, 'Mountain Brigade'] }, {}, ['chaos', 'orc']),
      decisions: [{ type: 'play', card: '@br', zone: 'battlefield', illegal: 'costs 6' }],
    });
  });
  it('Disease cards out of play (hand, discard pile) do not count', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 0, hand: ['Necrotic Spasms'], discard: ['Necrotic Spasms'], battlefield: { cards: [{ card: 'Beast of Rot', as: 'br' }] } },
        { hand: ['Necrotic Spasms'], discard: ['Necrotic Spasms'] },
        ['chaos', 'orc'],
      ),
      decisions: [{ expect: { '@br.power': 2 } }],
    });
  });
});
