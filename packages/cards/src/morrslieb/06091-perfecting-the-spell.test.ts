import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Perfecting the Spell', () => {
  it('develops the top card, then you look at the top X cards (X = your developments) and put them on the bottom or back on top in the order you pick', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ['Perfecting the Spell', 'Mountain Brigade'],
          deck: [{ card: 'Mountain Brigade', as: 'top' }, { card: 'Black Orc Squad', as: 'c1' }, { card: 'Chaos Knights', as: 'c2' }, { card: 'Huntsmen', as: 'c3' }, { card: 'Lobber Crew', as: 'c4' }],
          kingdom: { developments: ['Mountain Brigade'] },
          quest: { developments: ['Mountain Brigade'] },
        },
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Perfecting the Spell' },
        { type: 'target', target: 'battlefield', owner: 1 },
        // three developments of yours now (not the opponent's): the top three cards, not the fourth
        {
          expect: {
            '@top.loc': 'battlefield',
            '@top.dev': true,
            prompt: { player: 1, kind: 'choose' },
            options: { include: [{ type: 'target', target: '@c1' }, { type: 'target', target: '@c2' }, { type: 'target', target: '@c3' }, { type: 'pass' }], exclude: [{ type: 'target', target: '@c4' }] },
          },
        },
        { type: 'target', target: '@c1' },
        // the bottom one is not offered again
        { expect: { options: { include: [{ type: 'target', target: '@c2' }, { type: 'target', target: '@c3' }], exclude: [{ type: 'target', target: '@c1' }, { type: 'target', target: '@c4' }] } } },
        { type: 'pass' },
        // the two left go back on top: Huntsmen first, then Chaos Knights (the top card)
        { expect: { options: { include: [{ type: 'target', target: '@c2' }, { type: 'target', target: '@c3' }], exclude: [{ type: 'target', target: '@c1' }, { type: 'pass' }] } } },
        { type: 'target', target: '@c3' },
        // the last one is put back for you
        { expect: { '@c1.loc': 'deck', '@c2.loc': 'deck', 'p1.deck': 4 } },
        { type: 'pass' },
        { type: 'pass' },
      ],
      // P1's next quest phase draws the top card: the Knights (P1 draws 1 + nothing questing)
      expect: { turn: 5, 'p1.hand': ['Chaos Knights', 'Mountain Brigade'] },
    });
  });

  it('all of them may go to the bottom: the next card down becomes the top', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ['Perfecting the Spell', 'Mountain Brigade'],
          deck: ['Mountain Brigade', { card: 'Black Orc Squad', as: 'c1' }, { card: 'Chaos Knights', as: 'c2' }, { card: 'Huntsmen', as: 'c3' }],
          kingdom: { developments: ['Mountain Brigade'] },
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Perfecting the Spell' },
        { type: 'target', target: 'quest', owner: 1 },
        // X = 2: the top two only
        { expect: { options: { include: [{ type: 'target', target: '@c1' }, { type: 'target', target: '@c2' }], exclude: [{ type: 'target', target: '@c3' }] } } },
        { type: 'target', target: '@c2' },
        { type: 'target', target: '@c1' },
        { expect: { 'p1.quest.developments': 1, 'p1.deck': 3, prompt: { player: 1, kind: 'action' } } },
        { type: 'pass' },
        { type: 'pass' },
      ],
      expect: { turn: 5, 'p1.hand': ['Huntsmen', 'Mountain Brigade'] },
    });
  });

  it('each card sent to the bottom goes under the ones sent before it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ['Perfecting the Spell', 'Mountain Brigade'],
          deck: ['Mountain Brigade', { card: 'Black Orc Squad', as: 'c1' }, { card: 'Chaos Knights', as: 'c2' }],
          kingdom: { developments: ['Mountain Brigade'] },
        },
        {},
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Perfecting the Spell' },
        { type: 'target', target: 'quest', owner: 1 },
        { type: 'target', target: '@c1' },
        { type: 'target', target: '@c2' },
        { type: 'pass' },
        { type: 'pass' },
      ],
      // the Knights, sent last, are the bottom card: the Squad is drawn
      expect: { turn: 5, 'p1.hand': ['Black Orc Squad', 'Mountain Brigade'] },
    });
  });
});
