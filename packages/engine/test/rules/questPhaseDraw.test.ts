/**
 * "When a player draws cards for his quest phase" (Harpies): `drawsForQuestPhase(player)` is the
 * quest phase's own draw (its event carries the quest zone); a card effect's draw, even during the
 * quest phase, is only `drawsCards`.
 */
import { describe, it } from 'vitest';
import { action, draw, drawsCards, drawsForQuestPhase, forced, gainResources, YOU } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  testUnit('tqpd1', 'Quest Scribe', { abilities: [forced({ when: drawsForQuestPhase(YOU), effect: gainResources(YOU, 1) })] }),
  testUnit('tqpd2', 'Any Scribe', { abilities: [forced({ when: drawsCards(YOU), effect: gainResources(YOU, 1) })] }),
  testUnit('tqpd3', 'Card Drawer', { abilities: [action({ limit: 'turn', effect: draw(YOU, 1) })] }),
]);

describe('drawsForQuestPhase', () => {
  it('triggers on the quest phase draw; a card effect drawing in the quest phase triggers only drawsCards', () => {
    expectScenario({
      phase: 'quest',
      players: board({ resources: 0, kingdom: { cards: [{ card: 'Quest Scribe', as: 'q' }, { card: 'Any Scribe', as: 'a' }, { card: 'Card Drawer', as: 'd' }] } }),
      decisions: [
        // the quest draw: both (their player orders them)
        { expect: { prompt: { player: 1, kind: 'orderEffects' } } },
        { type: 'resolve', index: 0 },
        { expect: { 'p1.resources': 2, 'p1.hand.count': 1 } },
        { type: 'use', card: '@d', ability: 'action' },
        // a card effect's draw: only the plain one
        { expect: { 'p1.resources': 3, 'p1.hand.count': 2 } },
      ],
    });
  });

  it('is not the opponent\'s quest draw', () => {
    expectScenario({
      phase: 'quest',
      active: 2,
      players: board({ resources: 0, kingdom: { cards: ['Quest Scribe'] } }),
      decisions: [{ expect: { 'p2.hand.count': 1, 'p1.resources': 0 } }],
    });
  });
});
