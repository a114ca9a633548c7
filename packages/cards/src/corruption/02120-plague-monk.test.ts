import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

const monkBoard = (p1: object = {}) =>
  board(
    {
      resources: 5,
      hand: ['Flames of Tzeentch', 'Mountain Brigade'],
      kingdom: { cards: [{ card: 'Plague Monk', as: 'pm' }] },
      deck: [{ card: 'Chaos Knights', as: 'mine1' }, { card: 'Dark Zealot', as: 'mine2' }, 'Mountain Brigade'],
      ...p1,
    },
    { kingdom: { cards: [{ card: 'Black Orc Squad', as: 'b' }] }, deck: [{ card: 'Crooked Teef Goblins', as: 'top' }, { card: 'Squig Herders', as: 'second' }, { card: 'Black Orc Squad', as: 'third' }, 'Mountain Brigade'] },
    ['chaos', 'orc'],
  );
const spell = [
  { type: 'play', card: 'Flames of Tzeentch', x: 1 },
  { type: 'target', target: '@b' },
] as const;

describe('Plague Monk', () => {
  it("when you play a Spell: look at the top 2 of the opponent's deck, discard one, the other stays on top", () => {
    expectScenario({
      phase: 'capital',
      players: monkBoard(),
      decisions: [
        ...spell,
        { type: 'use', card: '@pm', ability: 'action' },
        { type: 'mode', index: 1 },
        // only the top two
        { expect: { options: { include: [{ type: 'target', target: '@top' }, { type: 'target', target: '@second' }], exclude: [{ type: 'target', target: '@third' }] } } },
        { type: 'target', target: '@top' },
        { type: 'pass' },
      ],
      expect: { '@top.loc': 'discard', '@second.loc': 'deck', 'p2.deck': 3, '@b.damage': 1 },
    });
  });

  it('may discard both, or none and put them back in the order picked', () => {
    expectScenario({
      phase: 'capital',
      players: monkBoard(),
      decisions: [...spell, { type: 'use', card: '@pm', ability: 'action' }, { type: 'mode', index: 1 }, { type: 'target', target: '@top' }, { type: 'target', target: '@second' }],
      expect: { '@top.loc': 'discard', '@second.loc': 'discard', '@third.loc': 'deck', 'p2.deck': 2 },
    });
    expectScenario({
      phase: 'capital',
      players: monkBoard(),
      decisions: [
        ...spell,
        { type: 'use', card: '@pm', ability: 'action' },
        { type: 'mode', index: 0 },
        { type: 'pass' },
        { type: 'target', target: '@mine2' },
        { expect: { '@mine1.loc': 'deck', '@mine2.loc': 'deck', 'p1.deck': 3 } },
        { type: 'pass', player: 1 },
        { type: 'pass', player: 2 },
        // his next turn: he drew the card he put on top
        { expect: { turn: 5, '@mine2.loc': 'hand', '@mine1.loc': 'deck' } },
      ],
    });
  });

  it("not when the opponent plays a Spell", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Flames of Tzeentch', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Plague Monk', as: 'pm' }] } },
        { resources: 2, hand: ['Second Sight'], kingdom: { cards: ['Black Orc Squad'] } },
        ['chaos', 'orc'],
      ),
      decisions: [
        { type: 'pass', player: 1 },
        { type: 'play', card: 'Second Sight', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@pm', ability: 'action' }] } } },
      ],
    });
  });

  it('only when its controller plays a Spell, and only from the kingdom', () => {
    expectScenario({
      phase: 'capital',
      players: monkBoard(),
      decisions: [{ expect: { options: { exclude: [{ type: 'use', card: '@pm', ability: 'action' }] } } }, { type: 'develop', card: 'Flames of Tzeentch', zone: 'kingdom' }, { expect: { options: { exclude: [{ type: 'use', card: '@pm', ability: 'action' }] } } }],
    });
    expectScenario({
      phase: 'capital',
      players: monkBoard({ kingdom: {}, quest: { cards: [{ card: 'Plague Monk', as: 'pm' }] } }),
      decisions: [...spell, { expect: { options: { exclude: [{ type: 'use', card: '@pm', ability: 'action' }] } } }],
    });
  });
});
