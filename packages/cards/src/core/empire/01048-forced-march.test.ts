import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Forced March', () => {
  it("during your turn, moves one target unit to another zone of its controller's", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Forced March', 'Mountain Brigade'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'play', card: 'Forced March' },
        { expect: { options: { include: [{ type: 'target', target: '@c' }, { type: 'target', target: '@mine' }] } } },
        { type: 'target', target: '@c' },
        { expect: { options: { include: [{ type: 'target', target: 'battlefield', owner: 2 }], exclude: [{ type: 'target', target: 'quest', owner: 1 }, { type: 'target', target: 'kingdom', owner: 2 }] } } },
        { type: 'target', target: 'quest', owner: 2 },
      ],
      expect: { '@c.loc': 'quest', 'p2.quest.units': ['Chaos Knights'], '@mine.loc': 'kingdom' },
    });
  });

  it('cannot put a Hero into a zone that has another Hero of its controller', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Forced March', 'Mountain Brigade'] },
        { kingdom: { cards: ['Durgnar the Bold'] }, quest: { cards: [{ card: 'Urguck', as: 'u' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Forced March' }, { type: 'target', target: '@u' }], // the battlefield is its only destination
      expect: { '@u.loc': 'battlefield', 'p2.kingdom.units': ['Durgnar the Bold'] },
    });
  });

  it('cannot target a Hero whose controller has a Hero in each other zone (it has nowhere to go)', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 3, hand: ['Forced March', 'Mountain Brigade'] },
        { kingdom: { cards: ['Durgnar the Bold'] }, quest: { cards: [{ card: 'Urguck', as: 'u' }] }, battlefield: { cards: [{ card: 'King Kazador', as: 'k' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [{ type: 'play', card: 'Forced March', illegal: 'no legal target' }],
      expect: { '@u.loc': 'quest', 'p1.resources': 3 },
    });
  });

  it("cannot be played during the opponent's turn", () => {
    expectScenario({
      phase: 'capital',
      active: 2,
      players: board(
        { resources: 5, hand: ['Forced March', 'Demoralise'], kingdom: { cards: [{ card: 'Black Orc Squad', as: 'u' }] } },
        { resources: 2, hand: ['Mountain Brigade'], quest: { cards: [{ card: 'Runesmith', as: 'r' }] } },
        ['empire', 'dwarf'],
      ),
      decisions: [
        { type: 'use', card: '@r', ability: 'action' },
        { type: 'target', target: '@r' },
        { expect: { prompt: { player: 1, kind: 'action' }, options: { include: [{ type: 'play', card: 'Demoralise' }], exclude: [{ type: 'play', card: 'Forced March' }] } } },
        { type: 'play', card: 'Forced March', illegal: '' },
      ],
    });
  });
});
