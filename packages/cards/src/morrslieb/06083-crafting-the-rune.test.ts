import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Crafting the Rune', () => {
  it('develops the top card into the zone picked, then destroys the target support whose cost is within the developments you control', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 8,
          hand: ['Crafting the Rune'],
          deck: [{ card: 'Runesmith', as: 'top' }, { card: 'Troll Slayers', as: 'next' }],
          kingdom: { developments: [{ card: 'Mountain Brigade', as: 'dev' }] },
          battlefield: { cards: [{ card: 'Warpstone Excavation', as: 'mine' }] },
        },
        { kingdom: { cards: [{ card: 'Contested Village', as: 'v' }, { card: 'Armoury', as: 'a' }], developments: [{ card: 'Mountain Brigade', as: 'odev' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Crafting the Rune' },
        // one development now: supports of either player costing 1 or less; not the 2-cost one, nor facedown developments
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: '@v' }, { type: 'target', target: '@mine' }],
              exclude: [{ type: 'target', target: '@a' }, { type: 'target', target: '@dev' }, { type: 'target', target: '@odev' }],
            },
          },
        },
        { type: 'target', target: '@v' },
        // on resolution: any of your three zones, not the opponent's
        { expect: { options: { include: [{ type: 'target', target: 'kingdom', owner: 1 }, { type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'battlefield', owner: 1 }], exclude: [{ type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 1 },
      ],
      expect: { '@top.loc': 'quest', '@top.dev': true, '@top.faceDown': true, '@next.loc': 'deck', 'p1.quest.developments': 1, '@v.loc': 'discard', '@a.loc': 'kingdom', '@mine.loc': 'battlefield' },
    });
  });

  it('counts every development you control, in any zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: ['Crafting the Rune'], deck: [{ card: 'Runesmith', as: 'top' }], kingdom: { developments: ['Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] } },
        { kingdom: { cards: [{ card: 'Armoury', as: 'a' }, 'Contested Village', { card: 'Contested Fortress', as: 'f' }] } },
        ['dwarf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Crafting the Rune' },
        { expect: { options: { include: [{ type: 'target', target: '@a' }], exclude: [{ type: 'target', target: '@f' }] } } },
        { type: 'target', target: '@a' },
        { type: 'target', target: 'kingdom', owner: 1 },
      ],
      expect: { '@a.loc': 'discard', 'p1.kingdom.developments': 2, '@top.dev': true },
    });
  });
});
