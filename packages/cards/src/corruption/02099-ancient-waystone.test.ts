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

  it('an Epic Spell is a Spell too', () => {
    expectScenario({
      phase: 'capital',
      players: board(p1({ resources: 14, hand: ['Rune of Hearth and Home', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Ancient Waystone', as: 'aw' }, { card: 'Mountain Brigade', as: 'mine' }], damage: 2 } }), p2, ['dwarf', 'orc']),
      decisions: [{ type: 'play', card: 'Rune of Hearth and Home' }, { type: 'use', card: '@aw', ability: 'action' }, { type: 'target', target: '@b' }],
      expect: { '@b.damage': 1 },
    });
  });
});
