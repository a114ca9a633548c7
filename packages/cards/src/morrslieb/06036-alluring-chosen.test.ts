import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Alluring Chosen', () => {
  it("a unit of the opponent's entering his discard pile arms it once: +1 power until the end of the turn", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Sacrifice to Khaine', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Alluring Chosen', as: 'c' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'use', card: '@c', ability: 'action', illegal: '' },
        { type: 'play', card: 'Sacrifice to Khaine' },
        { expect: { '@b.loc': 'discard', '@c.power': 1 } },
        { type: 'use', card: '@c', ability: 'action' },
        { expect: { '@c.power': 2 } },
        { type: 'use', card: '@c', ability: 'action', illegal: '' },
        { type: 'pass' },
        { type: 'pass' }, // no attack
      ],
      // the bonus ended with the turn
      expect: { turn: 4, '@c.power': 1 },
    });
  });

  it("a unit card discarded from the opponent's hand counts; a non-unit card does not", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 8, hand: ['Caught the Scent', 'Caught the Scent', 'Mountain Brigade'], battlefield: { cards: [{ card: 'Alluring Chosen', as: 'c' }] } },
        { hand: [{ card: 'Black Orc Squad', as: 'o' }, { card: 'Tear of Isha', as: 't' }] },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Caught the Scent' },
        { type: 'pass', player: 1 }, // lets it resolve
        { type: 'target', target: '@t' },
        { expect: { 'p2.discard': ['Tear of Isha'] } },
        { type: 'use', card: '@c', ability: 'action', illegal: '' },
        { type: 'play', card: 'Caught the Scent' },
        { type: 'target', target: '@o' },
        { expect: { 'p2.discard': ['Tear of Isha', 'Black Orc Squad'] } },
        { type: 'use', card: '@c', ability: 'action' },
      ],
      expect: { '@c.power': 2 },
    });
  });

  it("its own player's unit going to his own pile does not arm it", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { battlefield: { cards: [{ card: 'Alluring Chosen', as: 'c' }, { card: 'Dark Zealot', as: 'z' }] } },
        { resources: 5, hand: ['Sacrifice to Khaine', 'Mountain Brigade'] },
        ['dark-elf', 'dark-elf'],
      ),
      decisions: [
        { type: 'play', card: 'Sacrifice to Khaine', player: 2 },
        { type: 'target', target: '@z', player: 1 },
        { expect: { '@z.loc': 'discard', prompt: { player: 2, kind: 'action' } } },
        { type: 'use', card: '@c', ability: 'action', illegal: '' },
      ],
      expect: { '@c.power': 1 },
    });
  });

  it('two units of the opponent destroyed together arm it twice: +2 power', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { resources: 6, hand: [{ card: 'Chain Lightning', as: 'cl' }], kingdom: { cards: [{ card: 'Alluring Chosen', as: 'c' }] } },
        { battlefield: { cards: [{ card: 'Black Orc Squad', as: 'a' }, { card: 'Black Orc Squad', as: 'b' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom', player: 2 },
        { type: 'attacker', card: '@a' },
        { type: 'attacker', card: '@b' },
        { type: 'play', card: '@cl', player: 1 },
        { type: 'target', target: '@a' },
        { type: 'target', target: '@b' },
        { expect: { 'p2.discard': ['Black Orc Squad', 'Black Orc Squad'] } },
        { type: 'use', card: '@c', ability: 'action', player: 1 },
        { type: 'use', card: '@c', ability: 'action', player: 1 },
        { expect: { '@c.power': 3 } },
        { type: 'use', card: '@c', ability: 'action', player: 1, illegal: '' },
      ],
    });
  });
});
