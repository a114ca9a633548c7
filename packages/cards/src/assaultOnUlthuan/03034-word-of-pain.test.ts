import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Word of Pain', () => {
  it("is played onto any unit (an opponent's too), not onto a support, for its cost", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: [{ card: 'Word of Pain', as: 'wp' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] }, kingdom: { cards: [{ card: 'Shrine to Nurgle', as: 'sup' }] } },
        ['dark-elf', 'chaos'],
      ),
      decisions: [
        { type: 'play', card: '@wp', zone: 'kingdom', target: '@sup', illegal: '' },
        { type: 'play', card: '@wp', zone: 'battlefield', target: '@ck' },
        // cost 2; its loyalty 1 is met by the capital
        { expect: { '@wp.loc': 'battlefield', '@wp.controller': 1, 'p1.resources': 1, '@ck.power': 3 } },
      ],
    });
  });

  it('the attached unit cannot attack; the others still can', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        {
          battlefield: {
            cards: [
              { card: 'Chaos Knights', as: 'ck' },
              { card: 'Word of Pain', attachedTo: '@ck', owner: 2 },
              { card: 'Dark Zealot', as: 'z' },
            ],
          },
        },
        { kingdom: { cards: ['Disciple of Khaine'] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { expect: { options: { include: [{ type: 'attacker', card: '@z' }], exclude: [{ type: 'attacker', card: '@ck' }] } } },
        { type: 'attacker', card: '@ck', illegal: '' },
        { type: 'attacker', card: '@z' },
        { expect: { 'combat.attackers': ['Dark Zealot'] } },
      ],
    });
  });

  it('with only the attached unit in the battlefield its controller cannot attack: his turn ends', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Word of Pain', attachedTo: '@ck', owner: 2 }] } },
        { kingdom: { cards: ['Disciple of Khaine'] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [{ expect: { turn: 4, active: 2, 'p2.kingdom.damage': 0 } }],
    });
  });

  it('it may still defend', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Word of Pain', attachedTo: '@b', owner: 1 }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'battlefield' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@b', player: 2 },
        { expect: { 'combat.defenders': ['Black Orc Squad'] } },
      ],
    });
  });

  it('lasts only while attached: once it is destroyed, the unit may attack again', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        // (Burn It Down reaches a printed cost of 2 with 2 developments in its player's battlefield)
        { resources: 2, hand: [{ card: 'Burn It Down', as: 'bid' }], battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }, { card: 'Word of Pain', as: 'wp', attachedTo: '@ck', owner: 2 }], developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: ['Disciple of Khaine'] } },
        ['chaos', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: '@bid' },
        { expect: { '@wp.loc': 'discard', phase: 'battlefield' } },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { expect: { 'combat.attackers': ['Chaos Knights'] } },
      ],
    });
  });
});
