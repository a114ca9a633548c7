import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mind Killer', () => {
  it("goes onto any unit (an opponent's too, not a support); that unit has 1 power fewer, and so has its zone", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Mind Killer', as: 'mk' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, kingdom: { cards: [{ card: 'Shrine to Nurgle', as: 'sup' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { expect: { '@ck.power': 3, 'p2.battlefield.power': 3 } },
        { type: 'play', card: '@mk', zone: 'kingdom', target: '@sup', illegal: '' },
        { type: 'play', card: '@mk', zone: 'battlefield', target: '@ck' },
        // cost 0; loyalty 2 is met by the capital's and the Disciple's Dark Elf symbols
        { expect: { '@mk.loc': 'battlefield', '@mk.controller': 1, 'p1.resources': 2, '@ck.power': 2, 'p2.battlefield.power': 2, '@d.power': 1 } },
      ],
    });
  });

  it('goes onto a unit of your own as well', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Mind Killer', as: 'mk' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }] } },
        {},
        ['dark-elf', 'chaos'],
      ),
      decisions: [{ type: 'play', card: '@mk', zone: 'kingdom', target: '@d' }],
      expect: { '@d.power': 0, 'p1.kingdom.power': 3 },
    });
  });

  it('power never goes below 0: two on a 1-power unit leave it at 0, its zone unchanged beyond that', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 2, hand: [{ card: 'Mind Killer', as: 'mk' }, 'Mountain Brigade'], kingdom: { cards: ['Disciple of Khaine'] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Black Orc Squad', as: 'b' }, { card: 'Mind Killer', attachedTo: '@lc', owner: 1 }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@lc.power': 0, 'p2.kingdom.power': 4 } },
        { type: 'play', card: '@mk', zone: 'kingdom', target: '@lc' },
        { type: 'pass', player: 2 },
        // 3 (base) + 0 (Lobber Crew) + 1 (Black Orc Squad)
        { expect: { '@lc.power': 0, 'p2.kingdom.power': 4, '@b.power': 1 } },
      ],
    });
  });

  it('an attacker carrying it deals 1 damage less', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Mind Killer', attachedTo: '@ck', owner: 2 }] } },
        { kingdom: { cards: ['Disciple of Khaine'] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'pass', player: 2 },
        { type: 'assign', target: 'kingdom', amount: 3, illegal: '' },
        { type: 'assign', target: 'kingdom', amount: 2 },
      ],
      expect: { 'p2.kingdom.damage': 2 },
    });
  });

  it('lasts only while attached: destroyed, it gives the power back', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Disciple of Khaine'] } },
        { resources: 2, hand: [{ card: 'Burn It Down', as: 'bid' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Mind Killer', as: 'mk', attachedTo: '@ck', owner: 1 }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { expect: { '@ck.power': 2 } },
        { type: 'pass', player: 1 },
        { type: 'play', card: '@bid', player: 2 },
        { expect: { '@mk.loc': 'discard', '@ck.power': 3, 'p2.battlefield.power': 3 } },
      ],
    });
  });
});
