import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe("Rip Dere 'Eads Off!", () => {
  it('a revealed unit stays (without entering play) until the end of the turn, then is sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Rip Dere 'Eads Off!", 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Totem of Gork', as: 't' }], developments: [{ card: 'Grimgor Ironhide', as: 'g' }] } },
      ),
      decisions: [
        { type: 'play', card: "Rip Dere 'Eads Off!" }, // the only development is targeted for you
        // Grimgor does not enter play, so the Totem in his zone survives
        { expect: { '@g.loc': 'kingdom', '@g.dev': false, '@g.faceDown': false, '@t.loc': 'kingdom', 'p2.kingdom.units': ['Grimgor Ironhide'], 'p2.kingdom.hitPoints': 8 } },
        { type: 'pass' }, // end of player 1's capital phase; nothing happens in his battlefield phase
      ],
      expect: { turn: 4, '@g.loc': 'discard', '@t.loc': 'kingdom' },
    });
  });

  it('a revealed non-unit, or a Hero where a Hero already is, is sacrificed at once', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ["Rip Dere 'Eads Off!", "Rip Dere 'Eads Off!", 'Mountain Brigade'], battlefield: { developments: [{ card: 'Totem of Gork', as: 't' }] } },
        { quest: { cards: [{ card: 'Urguck', as: 'u' }], developments: [{ card: 'Grimgor Ironhide', as: 'g' }] } },
      ),
      decisions: [
        { type: 'play', card: "Rip Dere 'Eads Off!" },
        { type: 'target', target: '@t' },
        { type: 'pass' },
        { expect: { '@t.loc': 'discard', 'p1.battlefield.developments': 0 } },
        { type: 'play', card: "Rip Dere 'Eads Off!" },
      ],
      expect: { '@g.loc': 'discard', '@u.loc': 'quest' },
    });
  });
});
