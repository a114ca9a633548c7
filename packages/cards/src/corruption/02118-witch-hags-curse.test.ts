import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe("Witch Hag's Curse", () => {
  it("attaches to any unit (an opponent's too); the unit loses its text: its Action cannot be used", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: "Witch Hag's Curse", as: 'wh' }, 'Mountain Brigade'], kingdom: { cards: ['Disciple of Khaine'] } },
        { hand: ['Mountain Brigade'], kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Totem of Gork', as: 'sup' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@wh', zone: 'kingdom', target: '@sup', illegal: '' },
        { type: 'play', card: '@wh', zone: 'kingdom', target: '@lc' },
        { type: 'pass', player: 2 },
        { expect: { '@wh.loc': 'kingdom', '@wh.controller': 1, 'p1.resources': 3 } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, active: 2 } },
        { type: 'use', card: '@lc', ability: 'action', player: 2, illegal: '' },
      ],
    });
  });

  it('a blanked unit loses its keywords (Toughness)', () => {
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: "Witch Hag's Curse", attachedTo: '@h', owner: 1 }] } },
        ['chaos', 'dwarf'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@h', player: 2 },
        // 2 is enough for its 2 hit points: no Toughness to plan for
        { type: 'assign', target: '@h', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { type: 'pass' },
      ],
      expect: { '@h.loc': 'discard' },
    });
  });

  it('only the printed text is blank: a Toughness another card gives the unit stays', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: [{ card: "Witch Hag's Curse", as: 'wh' }, 'Mountain Brigade'], kingdom: { cards: ['Disciple of Khaine'] }, battlefield: { cards: [{ card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Hammerer of Karak Azul', as: 'h' }, { card: 'Gromril Armour', attachedTo: '@h' }] } },
        ['dark-elf', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: '@wh', zone: 'kingdom', target: '@h' },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@ck' },
        { type: 'defender', card: '@h', player: 2 },
        // its printed Toughness 1 is blank, the Armour's Toughness 1 is not: 2 hit points + 1 to destroy it
        { type: 'assign', target: '@h', amount: 2 },
        { type: 'assign', target: 'kingdom', amount: 1, illegal: '' },
        { type: 'assign', target: '@h', amount: 1 },
        { type: 'assign', target: '@ck', amount: 1, player: 2 },
        { type: 'pass' },
      ],
      expect: { '@h.loc': 'discard', '@ck.damage': 1 },
    });
  });
});
