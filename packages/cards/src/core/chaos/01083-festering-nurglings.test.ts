import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Festering Nurglings', () => {
  it("entering play, it must corrupt one target unit in either player's zone of the same name; other zones and corrupted units are no targets", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Festering Nurglings'], kingdom: { cards: [{ card: 'Dark Zealot', as: 'z', corrupt: true }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Festering Nurglings', zone: 'kingdom' },
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            // a Forced effect: no declining
            options: {
              include: [{ type: 'target', target: '@m' }, { type: 'target', target: 'Festering Nurglings' }],
              exclude: [{ type: 'target', target: '@b' }, { type: 'target', target: '@q' }, { type: 'target', target: '@z' }, { type: 'pass' }],
            },
          },
        },
        { type: 'target', target: '@m' },
      ],
      expect: { '@m.corrupt': true, '@q.corrupt': false, '@b.corrupt': false, 'p1.kingdom.units': ['Festering Nurglings', 'Dark Zealot'] },
    });
  });

  it('may corrupt itself (FAQ: an entering-play effect can target its own card)', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 5, hand: [{ card: 'Festering Nurglings', as: 'n' }] }, { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }, ['chaos', 'dwarf']),
      decisions: [
        { type: 'play', card: 'Festering Nurglings', zone: 'battlefield' },
        // the opponent's kingdom unit is in another zone: the Nurglings are the only target, chosen for you
      ],
      expect: { '@n.loc': 'battlefield', '@n.corrupt': true, '@m.corrupt': false },
    });
  });
});
