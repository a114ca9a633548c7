import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Banish', () => {
  it("returns a target unit with no Attachment on it to its owner's hand; a unit with one cannot be targeted", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Banish', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Black Orc Squad', as: 'spiked' }, { card: "Grimgor's Spike", attachedTo: '@spiked' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Banish' },
        { expect: { options: { include: [{ type: 'target', target: '@o' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@spiked' }] } } },
        { type: 'target', target: '@o' },
      ],
      expect: { '@o.loc': 'hand', 'p2.hand': ['Black Orc Squad'], '@spiked.loc': 'battlefield' },
    });
  });

  it('is cancelled when its target has left play by the time it resolves', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Banish', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }] }, battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mb' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Banish' },
        { type: 'target', target: '@lc' },
        // P2 answers by sacrificing the Crew (P1 has no unit to sacrifice in turn)
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { expect: { log: ['Banish#0: its targets are no longer valid'] } },
      ],
      expect: { '@lc.loc': 'discard', 'p2.hand': [], '@mb.loc': 'battlefield', 'p1.resources': 0 },
    });
  });
});
