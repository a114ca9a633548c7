import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

// top card first: two Disease cards among the top five, a third one sixth
const deck = ['Mountain Brigade', 'Bloodboil Fever', 'Mountain Brigade', 'Plague Bomb', 'Mountain Brigade', 'Curse of the Leper', 'Mountain Brigade'];

describe("Grandfather's Call", () => {
  it('sacrificing a unit of yours, takes any number of Disease cards among the top five into hand, then shuffles', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, deck, hand: [{ card: "Grandfather's Call", as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Black Orc Squad', as: 'pb' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@g' },
        // the sacrifice: one of your own units only
        { expect: { options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@pb' }], exclude: [{ type: 'target', target: '@theirs' }] } } },
        { type: 'target', target: '@ck' },
        // (P2 has nothing to answer with: it resolves; the unit was sacrificed as the cost)
        { expect: { '@ck.loc': 'discard' } },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: 'Bloodboil Fever' }, { type: 'target', target: 'Plague Bomb' }, { type: 'pass' }], exclude: [{ type: 'target', target: 'Mountain Brigade' }, { type: 'target', target: 'Curse of the Leper' }] },
          },
        },
        { type: 'target', target: 'Plague Bomb' },
        { type: 'target', target: 'Bloodboil Fever' },
        // no other Disease among the five: asked anyway, he can only pass (hidden from the other player)
        { type: 'pass' },
      ],
      expect: { 'p1.hand': ['Bloodboil Fever', 'Mountain Brigade', 'Plague Bomb'], 'p1.deck': 5, '@pb.loc': 'kingdom', log: ['reveals', 'P1 shuffles his deck'] },
    });
  });

  it('may take none; the deck is shuffled anyway and the unit stays sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, deck, hand: [{ card: "Grandfather's Call", as: 'g' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } }, {}, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: '@g' }, { type: 'pass' }],
      expect: { '@ck.loc': 'discard', 'p1.hand': ['Mountain Brigade'], 'p1.deck': 7, log: ['P1 shuffles his deck'] },
    });
  });

  it('cannot be played without a unit to sacrifice', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, deck, hand: [{ card: "Grandfather's Call", as: 'g' }, 'Mountain Brigade'] }, { kingdom: { cards: ['Mountain Brigade'] } }, ['chaos', 'dwarf']),
      decisions: [{ type: 'play', card: '@g', illegal: 'cost cannot be paid' }],
    });
  });
});
