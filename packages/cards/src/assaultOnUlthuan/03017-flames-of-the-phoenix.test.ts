import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Flames of the Phoenix', () => {
  it("sends every unit in play back to its owner's hand; attachments are discarded; supports and developments stay", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 10,
          hand: [{ card: 'Flames of the Phoenix', as: 'f' }],
          kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine', damage: 1 }, { card: 'Black Orc Squad', as: 'stolen', owner: 2 }], developments: ['Mountain Brigade'] },
          quest: { cards: [{ card: 'Shrine of Asuryan', as: 'shrine' }, { card: '01121', as: 'dta', tokens: 2 }, { card: 'Mountain Brigade', as: 'qu', questing: '@dta' }] },
        },
        {
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o', corrupt: true }, { card: "Grimgor's Spike", as: 'spike', attachedTo: '@o' }] },
          quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] },
        },
        ['high-elf', 'orc'],
      ),
      decisions: [{ type: 'play', card: '@f' }],
      expect: {
        '@mine.loc': 'hand',
        '@stolen.loc': 'hand',
        '@o.loc': 'hand',
        '@q.loc': 'hand',
        '@spike.loc': 'discard',
        '@shrine.loc': 'quest',
        // the unit questing on it left play: the quest stays, its tokens are gone
        '@qu.loc': 'hand',
        '@dta.loc': 'quest',
        '@dta.tokens': 0,
        '@f.loc': 'discard',
        'p1.hand': ['Mountain Brigade', 'Mountain Brigade'],
        'p2.hand': ['Black Orc Squad', 'Black Orc Squad', 'Mountain Brigade'],
        'p1.kingdom.units': [],
        'p1.kingdom.developments': 1,
        'p2.battlefield.units': [],
        'p2.discard': ["Grimgor's Spike"],
      },
    });
  });

  it("cannot be played in the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 10, hand: [{ card: 'Flames of the Phoenix', as: 'f' }], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'mine' }] } },
        { resources: 5, hand: ['Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['high-elf', 'orc'],
      ),
      decisions: [
        { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom', player: 2 },
        // P1 holds nothing else he could use: with the Flames unplayable he passes by himself
        { expect: { prompt: { player: 2, kind: 'attackZone' } } },
      ],
      expect: { '@o.loc': 'battlefield', '@mine.loc': 'kingdom', 'p1.resources': 10 },
    });
  });

  it('cannot be played when no unit is in play', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 10, hand: [{ card: 'Flames of the Phoenix', as: 'f' }], kingdom: { developments: ['Mountain Brigade'] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: '@f', illegal: 'could not resolve now' }],
      expect: { '@f.loc': 'hand', 'p1.resources': 10 },
    });
  });
});
