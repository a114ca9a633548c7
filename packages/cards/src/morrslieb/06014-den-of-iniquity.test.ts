import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Den of Iniquity', () => {
  it("corrupts units of either player entering play into an undeveloped zone, not into a developed one", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 9,
          hand: [{ card: 'Black Orc Squad', as: 'b1' }, { card: 'Black Orc Squad', as: 'b2' }, 'Mountain Brigade'],
          kingdom: { cards: ['Den of Iniquity'] },
          quest: { developments: ['Mountain Brigade'] },
        },
        {},
      ),
      decisions: [
        { type: 'play', card: '@b1', zone: 'battlefield' },
        { expect: { '@b1.loc': 'battlefield', '@b1.corrupt': true } },
        { type: 'play', card: '@b2', zone: 'quest' },
        { expect: { '@b2.loc': 'quest', '@b2.corrupt': false } },
      ],
    });
  });

  it("the opponent's units too, on his own turn, wherever the Den is", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: [{ card: 'Mountain Brigade', as: 'm' }, 'Mountain Brigade'], kingdom: { developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Den of Iniquity'] }, battlefield: { developments: ['Mountain Brigade'] } },
        ['dwarf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@m', zone: 'quest' },
        { expect: { '@m.loc': 'quest', '@m.corrupt': true } },
      ],
    });
  });

  it('a unit moved into an undeveloped zone is not corrupted (it does not enter play)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 1, hand: ['Mountain Brigade'], kingdom: { cards: ['Den of Iniquity'], developments: ['Mountain Brigade'] }, battlefield: { cards: [{ card: 'Pistoliers', as: 'p' }] } }, {}, ['empire', 'chaos']),
      decisions: [
        { type: 'use', card: '@p', ability: 'action' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@p.loc': 'quest', '@p.corrupt': false },
    });
  });

  it('a development played into an undeveloped zone is not corrupted', () => {
    expectScenario({
      phase: 'capital',
      players: board({ hand: [{ card: 'Black Orc Squad', as: 'd' }, 'Mountain Brigade'], kingdom: { cards: ['Den of Iniquity'] } }),
      decisions: [{ type: 'develop', card: '@d', zone: 'battlefield' }],
      expect: { '@d.dev': true, '@d.corrupt': false },
    });
  });
  it("a unit put into play by an effect is corrupted too; only the zones of the unit's own capital count", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Raise Dead', as: 'rd' }, 'Mountain Brigade'], discard: [{ card: 'Wight Lord', as: 'w' }], kingdom: { developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Den of Iniquity'] }, quest: { developments: ['Mountain Brigade'] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@rd' },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@w.loc': 'quest', '@w.corrupt': true },
    });
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: 'Raise Dead', as: 'rd' }, 'Mountain Brigade'], discard: [{ card: 'Wight Lord', as: 'w' }], kingdom: { developments: ['Mountain Brigade'] } },
        { kingdom: { cards: ['Den of Iniquity'] } },
        ['undead', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@rd' },
        { type: 'target', target: 'kingdom', owner: 1 },
      ],
      expect: { '@w.loc': 'kingdom', '@w.corrupt': false },
    });
  });
});
