import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Forgotten Cairn', () => {
  it('when a Wood Elf unit of yours leaves play, you may develop its zone with your deck\'s top card', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        {
          deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Mountain Brigade'],
          quest: { cards: [{ card: 'Forgotten Cairn', as: 'fc' }] },
          kingdom: { cards: [{ card: 'Nimble Spearman', as: 'ns' }, { card: 'Huntsmen', as: 'hu' }] },
        },
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Lobber Crew', 'Lobber Crew'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        // a unit of yours that is no Wood Elf: nothing
        { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
        { type: 'pass', player: 2 },
        { type: 'target', target: '@hu', player: 1 },
        { expect: { '@hu.loc': 'discard', options: { exclude: [{ type: 'use', card: '@fc', ability: 'action' }] } } },
        { type: 'use', card: 'Lobber Crew', ability: 'action', player: 2 },
        // the Spearman, your only unit left, is sacrificed: at your first opportunity you may use the Cairn
        { expect: { '@ns.loc': 'discard', '@top.loc': 'deck' } },
        { type: 'use', card: '@fc', ability: 'action', player: 1 },
      ],
      // into the Cairn's own zone
      expect: { '@top.loc': 'quest', '@top.dev': true, '@top.faceDown': true, 'p1.quest.developments': 1, 'p1.kingdom.developments': 0 },
    });
  });

  it("an opponent's Wood Elf unit leaving play does not trigger it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], deck: [{ card: 'Black Orc Squad', as: 'top' }], kingdom: { cards: ['Lobber Crew', { card: 'Forgotten Cairn', as: 'fc' }] } },
        { quest: { cards: [{ card: 'Nimble Spearman', as: 'ns' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        // your Crew (no Wood Elf) and the opponent's Spearman (a Wood Elf) both leave play
        { type: 'use', card: 'Lobber Crew', ability: 'action' },
        { expect: { '@ns.loc': 'discard' } },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@fc', ability: 'action' }] } } },
        { type: 'use', card: '@fc', ability: 'action', illegal: 'trigger' },
      ],
      expect: { '@top.loc': 'deck', 'p1.kingdom.developments': 0 },
    });
  });

  it("the Cairn's controller's own Wood Elf unit sacrificed by the opponent's effect triggers it", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Lobber Crew'] } },
        { deck: [{ card: 'Black Orc Squad', as: 'top' }], kingdom: { cards: [{ card: 'Forgotten Cairn', as: 'fc' }] }, quest: { cards: [{ card: 'Nimble Spearman', as: 'ns' }] } },
        ['orc', 'empire'],
      ),
      decisions: [
        { type: 'use', card: 'Lobber Crew', ability: 'action' },
        { expect: { '@ns.loc': 'discard', prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@fc', ability: 'action', player: 2 },
      ],
      expect: { '@top.loc': 'kingdom', '@top.dev': true, 'p2.kingdom.developments': 1 },
    });
  });
});
