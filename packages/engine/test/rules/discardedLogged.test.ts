/**
 * A card put from a hand or a deck into its owner's discard pile is in the log, by name (a discard
 * pile is public): a player whose deck an effect empties sees what went, and when. A random discard
 * keeps its own line and is not told twice.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, logLines } from '../../src/index.js';
import { action, discard, discardDeckTop, OPPONENT } from '../../src/dsl.js';
import { board, expectScenario, registerFixtures, testUnit } from '../helpers.js';

registerFixtures([
  { ...testUnit('x9901', 'Deck Drain'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: discardDeckTop(OPPONENT, 2) })] },
  { ...testUnit('x9902', 'Hand Drain'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: discard(OPPONENT, 1) })] },
  { ...testUnit('x9903', 'Random Drain'), type: 'Tactic', cost: 0, power: 0, hitPoints: 0, abilities: [action({ effect: discard(OPPONENT, 1, { random: true }) })] },
]);

describe('cards discarded from a hand or a deck', () => {
  it("are logged by name from the deck's top, for both players", () => {
    const { state } = expectScenario({ players: board({ hand: ['Deck Drain'] }, { deck: ['Grunt', 'Village', 'Grunt'] }), decisions: [{ type: 'play', card: 'Deck Drain' }] });
    const lines = logLines(state).filter((l) => l.includes("from P2's deck to his discard pile"));
    expect(lines.length).toBe(2);
    for (const reader of [0, 1] as const) {
      const events = eventsFor(state, reader).events.filter((e) => e.type === 'discarded');
      expect(events.map((e) => e.type === 'discarded' && [e.from, e.card.name])).toEqual([
        ['deck', 'Grunt'],
        ['deck', 'Village'],
      ]);
    }
  });

  it('are logged from a hand', () => {
    const { state } = expectScenario({ players: board({ hand: ['Hand Drain'] }, { hand: ['Village'] }), decisions: [{ type: 'play', card: 'Hand Drain' }] });
    expect(logLines(state).some((l) => /Village#\d+ goes from P2's hand to his discard pile/.test(l))).toBe(true);
  });

  it('at random: once, as a random discard', () => {
    const { state } = expectScenario({ players: board({ hand: ['Random Drain'] }, { hand: ['Village'] }), decisions: [{ type: 'play', card: 'Random Drain' }] });
    const events = eventsFor(state, 0).events;
    expect(events.filter((e) => e.type === 'discardedAtRandom').length).toBe(1);
    expect(events.filter((e) => e.type === 'discarded').length).toBe(0);
  });
});
