import { describe, it } from 'vitest';
import { board, expectScenario } from '../../testing.js';

describe('Organ Gun', () => {
  it('attaches to any unit (an opponent\'s included); its host gets no bonus while not defending', () => {
    expectScenario({
      phase: 'capital',
      // on an Orc capital the 2 loyalty icons cost 2
      players: board({ resources: 5, hand: ['Organ Gun'] }, { quest: { cards: [{ card: 'Mountain Brigade', as: 'm' }] } }),
      decisions: [{ type: 'play', card: 'Organ Gun', zone: 'quest', target: '@m' }],
      expect: { '@m.power': 2, 'p2.quest.supports': ['Organ Gun'], 'p1.resources': 3 },
    });
  });

  it('gives its host +2 power while it defends, not while it attacks', () => {
    expectScenario({
      phase: 'battlefield',
      active: 2,
      players: board(
        { kingdom: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Organ Gun', attachedTo: '@m' }] } },
        { battlefield: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@c' },
        { expect: { '@m.power': 2 } },
        { type: 'defender', card: '@m' },
        { type: 'assign', target: '@m', amount: 3 },
        { expect: { '@m.power': 4, prompt: { player: 1, kind: 'assignDamage' } } },
        { type: 'assign', target: '@c', amount: 4 },
      ],
      expect: { '@c.loc': 'discard', '@m.power': 2 },
    });
    expectScenario({
      phase: 'battlefield',
      players: board(
        { battlefield: { cards: [{ card: 'Mountain Brigade', as: 'm' }, { card: 'Organ Gun', attachedTo: '@m' }] } },
        { kingdom: { cards: [{ card: 'Chaos Knights', as: 'c' }] } },
      ),
      decisions: [
        { type: 'attack', zone: 'kingdom' },
        { type: 'attacker', card: '@m' },
        { type: 'defender', card: '@c', player: 2 },
        { expect: { prompt: { player: 1, kind: 'assignDamage' }, '@m.power': 2 } },
      ],
    });
  });
});
