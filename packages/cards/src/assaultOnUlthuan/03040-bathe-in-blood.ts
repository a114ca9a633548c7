import { action, endTurn, gain, HOST, ifThen, is, powerOf, sacrifice, startLasting, TARGET, unit, whenever, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03040', {
  text: "Action: a target Dark Elf unit (either player's) gains, for the rest of the turn, as much power as it has when this resolves (its power doubles). When the turn ends you sacrifice that unit, if it is still in play under your control.",
  abilities: [action({ target: unit({ race: 'Dark Elf' }), effect: [gain(TARGET, { power: powerOf(TARGET) }), startLasting('doomed', { card: TARGET })] })],
  lasting: {
    // The delayed sacrifice, at the end of the turn (Detailed Timing E2, before "until the end of the
    // turn" effects expire). It stays on the unit wherever it is in play and is gone with it if it
    // leaves play (FAQ: Out of Play — a new card); only a card you control can be sacrificed (FAQ: Sacrifice).
    doomed: { once: true, abilities: [whenever({ when: endTurn('any'), effect: ifThen(is(HOST, { controller: YOU }), sacrifice(HOST)) })] },
  },
});
