import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Soul Stealer', () => {
  it('attaches to a non-Hero unit: you take control of it, and it moves to your corresponding zone', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 10, hand: [{ card: 'Soul Stealer', as: 's' }, 'Mountain Brigade'] },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] }, kingdom: { cards: [{ card: 'Duregan Thorgrimson', as: 'h' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { options: { include: [{ type: 'play', card: '@s', zone: 'quest', target: '@m' }], exclude: [{ type: 'play', card: '@s', zone: 'kingdom', target: '@h' }] } } },
        { type: 'play', card: '@s', zone: 'kingdom', target: '@h', illegal: '' },
        { type: 'play', card: '@s', zone: 'quest', target: '@m' },
        { type: 'pass' },
      ],
      expect: { '@m.controller': 1, '@m.loc': 'quest', 'p1.quest.units': ['Mountain Brigade'], 'p2.quest.units': [], '@s.controller': 1, '@h.controller': 2 },
    });
  });

  it('when it leaves play, the unit goes back to its owner, into his corresponding zone (FAQ Q&A)', () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm', owner: 2 }, { card: 'Soul Stealer', as: 's', attachedTo: '@m' }] } },
        { hand: ['Mountain Brigade'], quest: { cards: [{ card: "Smash 'Em All!", as: 'x', tokens: 3 }, { card: 'Black Orc Squad', questing: '@x' }] } },
        ['dark-elf', 'orc'],
      ),
      decisions: [
        { expect: { '@m.controller': 1, 'p1.kingdom.units': ['Mountain Brigade'] } },
        { type: 'use', card: '@x', ability: 'action', player: 2 },
      ],
      expect: { '@s.loc': 'discard', '@m.controller': 2, '@m.loc': 'kingdom', 'p2.kingdom.units': ['Mountain Brigade'], 'p1.kingdom.units': [] },
    });
  });
});
