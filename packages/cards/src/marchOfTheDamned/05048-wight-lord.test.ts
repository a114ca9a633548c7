import { describe, it } from 'vitest';
import { board, expectScenario } from '../testing.js';

describe('Wight Lord', () => {
  it('as it enters play, destroys one target unit in the zone of the same name as its own, on either capital', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Wight Lord', as: 'w' }, 'Mountain Brigade'], battlefield: { cards: [{ card: 'Black Orc Squad', as: 'mine' }] }, kingdom: { cards: [{ card: 'Black Orc Squad', as: 'mk' }] } },
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'b' }] }, kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'battlefield' },
        { type: 'use', card: '@w', ability: 'action' },
        { expect: { options: { include: [{ type: 'target', target: '@b' }, { type: 'target', target: '@mine' }], exclude: [{ type: 'target', target: '@k' }, { type: 'target', target: '@mk' }] } } },
        { type: 'target', target: '@b' },
        { type: 'pass' },
      ],
      expect: { '@b.loc': 'discard', '@k.loc': 'kingdom', '@mine.loc': 'battlefield', 'p1.resources': 0 },
    });
  });

  it('played from the discard pile through Necromancy it may destroy too; it goes to the bottom of its deck as the turn ends', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: ['Mountain Brigade'], discard: [{ card: 'Wight Lord', as: 'w' }] },
        { quest: { cards: [{ card: 'Mountain Brigade', as: 'q' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'quest' },
        { type: 'use', card: '@w', ability: 'action' },
        { type: 'target', target: '@q' },
        { expect: { '@q.loc': 'discard' } },
        { type: 'pass' },
      ],
      expect: { turn: 4, '@w.loc': 'deck' },
    });
  });

  it('is optional and only at once: later in the turn it cannot be used', () => {
    expectScenario({
      phase: 'capital',
      players: board(
        { resources: 5, hand: [{ card: 'Wight Lord', as: 'w' }, 'Mountain Brigade', 'Mountain Brigade'] },
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'k' }] } },
        ['undead', 'empire'],
      ),
      decisions: [
        { type: 'play', card: '@w', zone: 'kingdom' },
        { type: 'develop', card: 'Mountain Brigade', zone: 'quest' },
        { type: 'pass', player: 2 },
        { expect: { prompt: { player: 1, kind: 'action' } } },
        { type: 'use', card: '@w', ability: 'action', illegal: 'first opportunity after its trigger' },
      ],
      expect: { '@k.loc': 'kingdom' },
    });
  });
});
