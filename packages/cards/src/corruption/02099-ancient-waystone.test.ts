import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const p1 = (extra: object = {}) => ({
  resources: 5,
  hand: ['Second Sight', 'Mountain Brigade'],
  kingdom: { cards: [{ card: 'Ancient Waystone', as: 'aw' }, { card: 'Silver Helm Brigade', as: 'mine' }] },
  quest: { cards: [{ card: 'Silver Helm Brigade', as: 'q' }] },
  ...extra,
});
const p2 = { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, battlefield: { cards: [{ card: 'Black Orc Squad', as: 'bb' }] } };

describe('Ancient Waystone', () => {
  it('cannot be used in a turn when no Spell was played', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1(), p2, ['high-elf', 'orc']),
      decisions: [{ type: 'use', card: '@aw', ability: 'action', illegal: 'cannot be used now' }],
    });
  });

  it('once a Spell was played: pay 1 to deal 1 damage to a unit in its zone of either capital; once per turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1(), p2, ['high-elf', 'orc']),
      decisions: [
        { type: 'play', card: 'Second Sight' },
        { type: 'use', card: '@aw', ability: 'action' },
        // kingdom units of both players; not the quest or battlefield
        {
          expect: {
            options: {
              include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }],
              exclude: [{ type: 'target', target: '@q' }, { type: 'target', target: '@bb' }],
            },
          },
        },
        { type: 'target', target: '@b' },
        { expect: { '@b.damage': 1, 'p1.resources': 3 } },
        { type: 'use', card: '@aw', ability: 'action', illegal: 'already used this turn' },
      ],
    });
  });

  it('a Spell card played facedown as a development was not played as a Spell: the Waystone stays unusable', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1({ hand: [{ card: 'Second Sight', as: 'dev' }, { card: 'Second Sight', as: 'ss' }] }), p2, ['high-elf', 'orc']),
      decisions: [
        { type: 'develop', card: '@dev', zone: 'quest' },
        { type: 'pass', player: 1 }, // the chain the development started resolves
        { expect: { 'p1.quest.developments': 1, prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@aw', ability: 'action', illegal: 'cannot be used now' },
        // a Spell played face up opens it
        { type: 'play', card: '@ss' },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@aw', ability: 'action', player: 1 },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 2 },
      ],
      expect: { '@b.damage': 1 },
    });
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(p1(), { ...p2, hand: ['Second Sight', 'Mountain Brigade'], resources: 1 }, ['high-elf', 'high-elf']),
      decisions: [
        // the opponent's Spell opens it too
        { type: 'play', card: 'Second Sight', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'use', card: '@aw', ability: 'action', player: 1 },
        { type: 'target', target: '@b' },
        { type: 'pass', player: 1 },
      ],
      expect: { '@b.damage': 1, 'p1.resources': 4 },
    });
  });

  it('an Epic Spell is a Spell too', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1({ resources: 14, hand: ['Rune of Hearth and Home', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Ancient Waystone', as: 'aw' }, { card: 'Mountain Brigade', as: 'mine' }], damage: 2 } }), p2, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Rune of Hearth and Home' }, { type: 'use', card: '@aw', ability: 'action' }, { type: 'target', target: '@b' }],
      expect: { '@b.damage': 1 },
    });
  });
});
