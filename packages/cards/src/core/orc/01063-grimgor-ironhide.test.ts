import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Grimgor Ironhide', () => {
  it('entering play destroys the supports (attachments too) and developments of both players in that zone only', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 10,
          hand: ['Grimgor Ironhide'],
          kingdom: { cards: ["Grimgor's Camp", { card: 'Black Orc Squad', as: 'b' }, { card: 'Choppa', as: 'c', attachedTo: '@b' }], developments: ['Mountain Brigade'] },
          quest: { cards: ['Totem of Gork'], developments: ['Mountain Brigade'] },
        },
        {
          kingdom: { cards: [{ card: 'Totem of Gork', as: 't' }, { card: 'Mountain Brigade', as: 'm' }], developments: ['Mountain Brigade', 'Mountain Brigade'] },
          battlefield: { cards: [{ card: 'Armoury', as: 'a' }], developments: ['Mountain Brigade'] },
        },
      ),
      decisions: [{ type: 'play', card: 'Grimgor Ironhide', zone: 'kingdom' }],
      expect: {
        'p1.kingdom.supports': [],
        'p1.kingdom.developments': 0,
        'p1.kingdom.units': ['Black Orc Squad', 'Grimgor Ironhide'],
        '@c.loc': 'discard',
        'p1.quest.supports': ['Totem of Gork'],
        'p1.quest.developments': 1,
        'p2.kingdom.supports': [],
        'p2.kingdom.developments': 0,
        '@t.loc': 'discard',
        '@m.loc': 'kingdom',
        '@a.loc': 'battlefield',
        'p2.battlefield.developments': 1,
      },
    });
  });

  it('does nothing when another unit enters play, nor when a Grimgor development is turned faceup (FAQ: it does not enter play)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: ['Black Orc Squad', "Rip Dere 'Eads Off!", 'Mountain Brigade'], kingdom: { cards: ['Grimgor Ironhide', { card: 'Totem of Gork', as: 't' }] }, battlefield: { cards: [{ card: 'Armoury', as: 'mine' }] } },
        { battlefield: { cards: [{ card: 'Armoury', as: 'a' }], developments: [{ card: 'Grimgor Ironhide', as: 'g' }, 'Mountain Brigade'] } },
      ),
      decisions: [
        { type: 'play', card: 'Black Orc Squad', zone: 'kingdom' },
        { type: 'pass', player: 1 },
        { expect: { '@t.loc': 'kingdom', 'p1.kingdom.units': ['Black Orc Squad', 'Grimgor Ironhide'] } },
        { type: 'play', card: "Rip Dere 'Eads Off!" },
        { type: 'target', target: '@g' },
      ],
      expect: { '@g.dev': false, '@g.loc': 'battlefield', '@a.loc': 'battlefield', '@mine.loc': 'battlefield', 'p2.battlefield.developments': 1 },
    });
  });
});
