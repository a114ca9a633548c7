import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Firin' Da Spell", () => {
  it('develops the top card, then an attacking unit gets +1 power per development you control (the new one too), until the end of the turn', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          resources: 6,
          hand: [{ card: "Firin' Da Spell", as: 'fs' }],
          deck: [{ card: 'Black Orc Squad', as: 'top' }, 'Black Orc Squad'],
          battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Black Orc Squad', as: 'b2' }, { card: 'Huntsmen', as: 'hu' }] },
          kingdom: { developments: ['Mountain Brigade'] },
        },
        { kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, hand: ['Mountain Brigade'] },
        ['orc', 'empire'],
      ),
      decisions: [
        // no unit attacks yet: it cannot be played
        { expect: { options: { exclude: [{ type: 'play', card: '@fs' }] } } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@b' },
        { type: 'attacker', card: '@b2' },
        { type: 'pass' },
        { type: 'play', card: '@fs' },
        // attacking units only
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@b2' }], exclude: [{ type: 'target', target: '@hu' }] } } },
        { type: 'target', target: '@b' },
        { type: 'target', target: 'quest', owner: 1 },
        // 2 developments of yours (the opponent's do not count): +2
        { expect: { '@top.loc': 'quest', '@top.dev': true, '@top.faceDown': true, '@b.power': 3, '@b2.power': 1, 'p1.quest.developments': 1 } },
        { type: 'assign', target: 'kingdom', amount: 4 },
      ],
      expect: { 'p2.kingdom.damage': 4, turn: 4, '@b.power': 1 },
    });
  });

  it("may pump the opponent's attacker", () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 6, hand: [{ card: "Firin' Da Spell", as: 'fs' }], deck: ['Black Orc Squad', 'Black Orc Squad'], kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        ['orc', 'chaos'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@ck', player: 2 },
        { type: 'play', card: '@fs', player: 1 },
        { type: 'target', target: 'battlefield', owner: 1 },
      ],
      expect: { '@ck.power': 6, 'p1.battlefield.developments': 1 },
    });
  });
});
