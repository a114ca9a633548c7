import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const BATHE = 'Bathe in Blood';

describe('Bathe in Blood', () => {
  it('a target Dark Elf unit has its power doubled for the turn, then is sacrificed as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: BATHE, as: 'bb' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Cold One Riders', as: 'cr' }, { card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'o' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        // only Dark Elf units are targets: the Riders is the only one, picked for its player
        { expect: { '@cr.power': 4, 'p1.battlefield.power': 7, 'p1.resources': 0, '@cr.loc': 'battlefield', '@ck.power': 3 } },
        { type: 'pass', player: 1 },
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@cr' },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        // it deals its doubled power in combat
        { type: 'assign', target: 'kingdom', amount: 5, illegal: '' },
        { type: 'assign', target: 'kingdom', amount: 4 },
        // no one has an action left: the turn ends
        { expect: { 'p2.kingdom.damage': 4, turn: 4, active: 2 } },
      ],
      expect: { '@cr.loc': 'discard', '@ck.loc': 'battlefield', log: ['sacrificed'] },
    });
  });

  it("only a Dark Elf unit is a target, an opponent's too; what is not a Dark Elf unit is not", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: BATHE, as: 'bb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Cold One Riders', as: 'cr' }, { card: 'Altar of Khaine', as: 'al' }, { card: 'Chaos Knights', as: 'ck' }] } },
        { kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }, { card: 'Black Orc Squad', as: 'o' }] } },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        { expect: { options: { include: [{ type: 'target', target: '@cr' }, { type: 'target', target: '@d' }], exclude: [{ type: 'target', target: '@al' }, { type: 'target', target: '@ck' }, { type: 'target', target: '@o' }] } } },
        { type: 'target', target: '@d' },
        { expect: { '@d.power': 2, '@cr.power': 2 } },
      ],
    });
  });

  it("an opponent's unit is sacrificed as well, into its owner's discard pile", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: BATHE, as: 'bb' }, 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Disciple of Khaine', as: 'd' }, { card: 'Black Orc Squad', as: 'o' }] } },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        { expect: { '@d.power': 2, '@d.loc': 'kingdom' } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, active: 2 } },
      ],
      expect: { '@d.loc': 'discard', 'p2.discard': ['Disciple of Khaine'], 'p1.discard': ['Bathe in Blood'], '@o.loc': 'kingdom' },
    });
  });

  it('a unit that changed control before the turn ends is sacrificed all the same, into its owner\'s discard pile', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: BATHE, as: 'bb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Shades', as: 's' }] } },
        { resources: 4, hand: [{ card: 'Grasping Darkness', as: 'gd' }] },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        { type: 'pass', player: 2 },
        { expect: { '@s.power': 2 } },
        // P2 takes the Shades for the rest of the turn
        { type: 'play', card: '@gd', player: 2 },
        { expect: { '@s.controller': 2, '@s.power': 2, '@s.loc': 'kingdom' } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, active: 2 } },
      ],
      expect: { '@s.loc': 'discard', 'p1.discard': ['Bathe in Blood', 'Shades'], 'p2.discard': ['Grasping Darkness'] },
    });
  });

  it('a unit that left play and came back is a new card: it is not sacrificed', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: BATHE, as: 'bb' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Cold One Riders', as: 'cr' }] } },
        { resources: 4, hand: [{ card: 'Pilgrimage', as: 'pg' }] },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        { type: 'pass', player: 2 },
        { expect: { '@cr.power': 4 } },
        // P2 sends the Riders back to P1's hand; P1 plays it again
        { type: 'play', card: '@pg', player: 2 },
        { expect: { '@cr.loc': 'hand' } },
        { type: 'play', card: '@cr', zone: 'battlefield' },
        { expect: { '@cr.loc': 'battlefield', '@cr.power': 2 } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 1 },
        { expect: { turn: 4, active: 2 } },
      ],
      expect: { '@cr.loc': 'battlefield' },
    });
  });

  it('with its target gone when it resolves, it does nothing, then or later (the resource stays spent)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: BATHE, as: 'bb' }, 'Mountain Brigade'], kingdom: { cards: [{ card: 'Cold One Riders', as: 'cr' }] } },
        { kingdom: { cards: [{ card: 'Lobber Crew', as: 'lc' }, { card: 'Disciple of Khaine', as: 'd' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        { type: 'target', target: '@cr' },
        // P2 answers with the Lobber Crew: P1 must sacrifice his only unit, the target
        { type: 'use', card: '@lc', ability: 'action', player: 2 },
        { expect: { '@cr.loc': 'discard', '@bb.loc': 'discard', chain: 0, '@d.power': 1, 'p1.resources': 0 } },
        { type: 'pass', player: 1 },
        { expect: { turn: 4 } },
      ],
      expect: { '@d.loc': 'kingdom', '@d.power': 1 },
    });
  });

  it('the power gained is fixed as it resolves: a later change is not doubled', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 1, hand: [{ card: BATHE, as: 'bb' }, { card: 'Mind Killer', as: 'mk' }], battlefield: { cards: [{ card: 'Cold One Riders', as: 'cr' }] } },
        {},
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: '@bb' },
        { expect: { '@cr.power': 4 } },
        { type: 'play', card: '@mk', zone: 'battlefield', target: '@cr' },
        // 2 printed + 2 gained - 1
        { expect: { '@cr.power': 3 } },
      ],
    });
  });
});
