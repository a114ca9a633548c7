import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Mastering the Spell', () => {
  it("develops the top card, then moves the target unit (cost within your developments) to another zone of its controller's, picked by you", () => {
    expectScenario({
      phase: 'capital',
      players: board(
        {
          resources: 6,
          hand: ['Mastering the Spell'],
          deck: [{ card: 'Huntsmen', as: 'top' }, { card: 'Huntsmen', as: 'next' }],
          kingdom: { developments: ['Mountain Brigade'] },
          battlefield: { cards: [{ card: 'Huntsmen', as: 'mine' }] },
        },
        { quest: { cards: [{ card: 'Huntsmen', as: 'h' }, { card: 'Black Orc Squad', as: 'b' }], developments: ['Mountain Brigade', 'Mountain Brigade'] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Mastering the Spell' },
        // one development of yours on play (the opponent's do not count): units of either player costing 1 or less
        { expect: { options: { include: [{ type: 'target', target: '@h' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@b' }] } } },
        { type: 'target', target: '@h' },
        { type: 'target', target: 'battlefield', owner: 1 },
        { expect: { '@top.loc': 'battlefield', '@top.dev': true, '@top.faceDown': true, '@next.loc': 'deck' } },
        // you pick among its controller's other zones: not yours, not the one it is in
        {
          expect: {
            prompt: { player: 1, kind: 'choose' },
            options: {
              include: [{ type: 'target', target: 'kingdom', owner: 2 }, { type: 'target', target: 'battlefield', owner: 2 }],
              exclude: [{ type: 'target', target: 'quest', owner: 2 }, { type: 'target', target: 'kingdom', owner: 1 }],
            },
          },
        },
        { type: 'target', target: 'kingdom', owner: 2 },
      ],
      expect: { '@h.loc': 'kingdom', '@h.controller': 2, '@b.loc': 'quest', '@mine.loc': 'battlefield', 'p1.battlefield.developments': 1 },
    });
  });

  it('with three developments of yours a 3-cost unit may be moved', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 6, hand: ['Mastering the Spell'], deck: ['Huntsmen', 'Huntsmen'], kingdom: { developments: ['Mountain Brigade', 'Mountain Brigade'] }, quest: { developments: ['Mountain Brigade'] } },
        { quest: { cards: [{ card: 'Black Orc Squad', as: 'b' }, { card: 'Chaos Knights', as: 'ck' }] } },
        ['empire', 'orc'],
      ),
      decisions: [
        { type: 'play', card: 'Mastering the Spell' },
        { type: 'target', target: 'quest', owner: 1 },
        { type: 'target', target: 'battlefield', owner: 2 },
      ],
      expect: { '@b.loc': 'battlefield', '@ck.loc': 'quest', 'p1.quest.developments': 2 },
    });
  });
});
