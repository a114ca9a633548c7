import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Disciple of Malekith', () => {
  it('when an opponent discards from his hand, it may gain 1 power until the end of the turn', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 4, hand: ['Caught the Scent', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Disciple of Malekith', as: 'd' }] } },
        { hand: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Lobber Crew', as: 'l' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@d', ability: 'action', illegal: '' },
        { type: 'play', card: 'Caught the Scent' },
        { type: 'target', target: '@l' },
        { expect: { 'p2.discard': ['Lobber Crew'], '@d.power': 3 } },
        { type: 'use', card: '@d', ability: 'action' },
        { expect: { '@d.power': 4 } },
        // once per discard
        { type: 'use', card: '@d', ability: 'action', illegal: '' },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      expect: { turn: 4, '@d.power': 3 },
    });
  });

  it('a tactic the opponent plays from his hand is no discard', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 4, hand: ['Caught the Scent', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Disciple of Malekith', as: 'd' }] } },
        { resources: 3, hand: ['Tear of Isha', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', damage: 1 }] } },
        ['dark-elf', 'high-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Tear of Isha', player: 2 },
        { type: 'target', target: '@m', player: 2 },
        { expect: { 'p2.discard': ['Tear of Isha'], '@m.damage': 0 } },
        // P1 has nothing he may use (his window passed by itself): the action is not armed
        { expect: { prompt: { player: 2, kind: 'action' }, '@d.power': 3 } },
      ],
    });
  });

  it('its own player\'s cards discarded from his hand (by the opponent\'s effect) do not arm it', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 2, hand: ['Bloodburn Poison', { card: 'Black Orc Squad', as: 'o' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Disciple of Malekith', as: 'd' }] } },
        { resources: 4, hand: ['Caught the Scent', 'Mountain Brigade'] },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Caught the Scent', player: 2 },
        { type: 'pass', player: 1 },
        { type: 'target', target: '@o', player: 2 },
        { expect: { 'p1.discard': ['Black Orc Squad'], prompt: { player: 1, kind: 'action' }, options: { exclude: [{ type: 'use', card: '@d', ability: 'action' }] } } },
        { type: 'use', card: '@d', ability: 'action', player: 1, illegal: '' },
      ],
      expect: { '@d.power': 3 },
    });
  });
});
