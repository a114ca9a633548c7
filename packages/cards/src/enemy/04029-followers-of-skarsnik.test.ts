import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Followers of Skarsnik', () => {
  it("gets +1 power and +1 hit point per other copy its controller has in play, in any zone; the opponent's copies do not count", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          hand: ['Mountain Brigade'],
          kingdom: { cards: [{ card: 'Followers of Skarsnik', as: 'f1' }, { card: 'Crooked Teef Goblins', as: 'g' }] },
          battlefield: { cards: [{ card: 'Followers of Skarsnik', as: 'f2' }, { card: 'Followers of Skarsnik', as: 'f3' }] },
        },
        { kingdom: { cards: [{ card: 'Followers of Skarsnik', as: 'o1' }] } },
        ['orc', 'orc'],
      ),
      decisions: [{ expect: { '@f1.power': 3, '@f1.hitPoints': 4, '@f2.power': 3, '@f3.hitPoints': 4, '@o1.power': 1, '@o1.hitPoints': 2, '@g.power': 1 } }],
    });
  });

  it('loses the bonus as the other copies leave play: damage it could bear then destroys it', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Called Back', as: 'cb' }, 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Followers of Skarsnik', as: 'f1', damage: 2 }, { card: 'Followers of Skarsnik', as: 'f2' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { expect: { '@f1.hitPoints': 3, '@f1.loc': 'kingdom' } },
        { type: 'play', card: '@cb' },
        { type: 'target', target: '@f2' },
      ],
      expect: { '@f2.loc': 'hand', '@f1.loc': 'discard' },
    });
  });
  it('a copy made a faceup development (Judgement of Loec) still counts: it keeps its title; a facedown one does not', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Followers of Skarsnik', as: 'f1' }, { card: 'Followers of Skarsnik', as: 'f2' }], developments: ['Followers of Skarsnik'] } },
        { capital: 'high-elf', resources: 10, hand: [{ card: 'Judgement of Loec', as: 'j' }, 'Mountain Brigade'] },
        ['orc', 'high-elf'],
      ),
      decisions: [
        { expect: { '@f1.power': 2, '@f1.hitPoints': 3 } },
        // (P1 has nothing to answer with)
        { type: 'play', card: '@j', zone: 'kingdom', target: '@f2', player: 2 },
        { expect: { '@f2.dev': true, '@f2.faceDown': false, '@f2.power': 0 } },
      ],
      expect: { '@f1.power': 2, '@f1.hitPoints': 3 },
    });
  });
});
