import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Brutal Offering', () => {
  it("sacrifice one of your units: each unit in both battlefields is dealt X damage, X being that unit's power", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: ['Brutal Offering', 'Mountain Brigade'],
          kingdom: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Dark Zealot', as: 'kz' }] },
          battlefield: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] },
        },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Mountain Brigade', as: 'theirs' }] }, quest: { cards: [{ card: 'Black Orc Squad', as: 'oq' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Brutal Offering' },
        { expect: { prompt: { player: 1, kind: 'choose' }, options: { include: [{ type: 'target', target: '@ck' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@ck' },
      ],
      // Chaos Knights: power 3; units outside the battlefields are untouched
      expect: { '@ck.loc': 'discard', '@mine.damage': 3, '@theirs.damage': 3, '@o.damage': 3, '@oq.damage': 0, '@kz.damage': 0 },
    });
  });

  it('uses the power the unit had when it was sacrificed, boosts included', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 2,
          hand: ['Brutal Offering', 'Mountain Brigade'],
          battlefield: { cards: [{ card: 'Great Unclean One', as: 'g' }, { card: 'Dark Zealot', as: 'z', corrupt: true }] },
        },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'theirs' }] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@g', ability: 'action' },
        { type: 'pass' },
        { expect: { '@g.power': 5 } },
        // the Great Unclean One is the only unit left to sacrifice: picked for P1
        { type: 'play', card: 'Brutal Offering' },
      ],
      expect: { '@g.loc': 'discard', '@theirs.damage': 5 },
    });
  });

  it('cannot be played without a unit of yours', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 2, hand: ['Brutal Offering', 'Mountain Brigade'] }, { battlefield: { cards: ['Black Orc Squad'] } }, ['chaos', 'orc']),
      decisions: [{ expect: { options: { exclude: [{ type: 'play', card: 'Brutal Offering' }] } } }],
    });
  });
});
