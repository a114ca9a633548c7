import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Light of Morrslieb', () => {
  it('lets its controller play a second development in his turn, not a third', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 9, hand: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }, 'Black Orc Squad'], kingdom: { cards: ['Light of Morrslieb'] } }),
      decisions: [
        { type: 'develop', card: '@a', zone: 'kingdom' },
        { type: 'develop', card: '@b', zone: 'quest' },
        { expect: { '@a.dev': true, '@b.dev': true } },
        { expect: { options: { exclude: [{ type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }, { type: 'develop', card: 'Mountain Brigade', zone: 'quest' }, { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' }] } } },
      ],
    });
  });

  it('without it, one development a turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 9, hand: [{ card: 'Mountain Brigade', as: 'a' }, 'Mountain Brigade', 'Black Orc Squad'], kingdom: { cards: ['Mountain Brigade'] } }),
      decisions: [{ type: 'develop', card: '@a', zone: 'kingdom' }, { expect: { options: { exclude: [{ type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }, { type: 'develop', card: 'Mountain Brigade', zone: 'quest' }, { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' }] } } },],
    });
  });

  it("two copies allow two more; the opponent's copy gives this player nothing", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 9, hand: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Mountain Brigade', as: 'c' }, 'Mountain Brigade', 'Black Orc Squad'], kingdom: { cards: ['Light of Morrslieb'] }, quest: { cards: ['Light of Morrslieb'] } },
        { kingdom: { cards: ['Light of Morrslieb'] } },
      ),
      decisions: [
        { type: 'develop', card: '@a', zone: 'kingdom' },
        { type: 'develop', card: '@b', zone: 'quest' },
        { type: 'develop', card: '@c', zone: 'battlefield' },
        { expect: { '@c.dev': true } },
        { expect: { options: { exclude: [{ type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' }, { type: 'develop', card: 'Mountain Brigade', zone: 'quest' }, { type: 'develop', card: 'Mountain Brigade', zone: 'battlefield' }] } } },
      ],
    });
  });
  it('played after his first development of the turn, it allows a second that same turn', () => {
    expectScenario({
      phase: 'capital',
      players: board({ resources: 9, hand: [{ card: 'Mountain Brigade', as: 'a' }, { card: 'Mountain Brigade', as: 'b' }, { card: 'Light of Morrslieb', as: 'l' }, 'Black Orc Squad'] }),
      decisions: [
        { type: 'develop', card: '@a', zone: 'kingdom' },
        { type: 'develop', card: '@b', zone: 'quest', illegal: '' },
        { type: 'play', card: '@l', zone: 'kingdom' },
        { type: 'develop', card: '@b', zone: 'quest' },
      ],
      expect: { '@a.dev': true, '@b.dev': true, '@l.loc': 'kingdom' },
    });
  });
});
