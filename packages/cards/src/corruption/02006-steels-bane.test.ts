import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Steel's Bane", () => {
  it('played in response, cancels the next 10 damage to the target High Elf unit this turn, across several hits', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ["Steel's Bane"], kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }] } },
        { resources: 8, hand: ['Flames of Tzeentch', 'Flames of Tzeentch'], quest: { cards: ['Dark Zealot', 'Dark Zealot'] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 4, player: 2 },
        { type: 'target', target: '@shb' },
        { type: 'play', card: "Steel's Bane", player: 1 },
        { type: 'pass', player: 2 },
        { expect: { '@shb.damage': 0, chain: 0, log: ["Steel's Bane cancels 4 damage"] } },
        // 6 of the 10 are left: a second hit of 4 is cancelled too
        { type: 'play', card: 'Flames of Tzeentch', x: 4, player: 2 },
        { type: 'target', target: '@shb' },
      ],
      expect: { '@shb.damage': 0, '@shb.loc': 'kingdom', 'p2.resources': 0 },
    });
  });

  it('cancels no more than 10 in all', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 1, hand: ["Steel's Bane"], kingdom: { cards: [{ card: 'Silver Helm Brigade', as: 'shb' }] } },
        { resources: 12, hand: ['Flames of Tzeentch', 'Flames of Tzeentch'], quest: { cards: ['Dark Zealot', 'Dark Zealot'] } },
        ['high-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: 'Flames of Tzeentch', x: 8, player: 2 },
        { type: 'target', target: '@shb' },
        { type: 'play', card: "Steel's Bane", player: 1 },
        { type: 'pass', player: 2 },
        { type: 'play', card: 'Flames of Tzeentch', x: 4, player: 2 },
        { type: 'target', target: '@shb' },
      ],
      expect: { '@shb.damage': 2 },
    });
  });

  it('targets only a High Elf unit', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["Steel's Bane", 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade', 'Silver Helm Brigade'] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: "Steel's Bane" }],
      expect: { log: ["P1 plays Steel's Bane", "Steel's Bane#0 resolves"] },
    });
    expectScenario({
      phase: 'capital',
      players: board({ resources: 3, hand: ["Steel's Bane", 'Mountain Brigade'], kingdom: { cards: ['Mountain Brigade'] } }, {}, ['high-elf', 'orc']),
      decisions: [{ type: 'play', card: "Steel's Bane", illegal: 'no legal target' }],
    });
  });
});
