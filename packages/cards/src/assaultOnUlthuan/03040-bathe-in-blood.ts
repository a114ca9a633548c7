import { action, endTurn, gain, HOST, powerOf, sacrifice, startLasting, TARGET, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03040', {
  text: "Action: a target Dark Elf unit (either player's) gains, for the rest of the turn, as much power as it has when this resolves (its power doubles). When the turn ends that unit is sacrificed, whoever controls it then, if it is still in play.",
  abilities: [action({ target: unit({ race: 'Dark Elf' }), effect: [gain(TARGET, { power: powerOf(TARGET) }), startLasting('doomed', { card: TARGET })] })],
  lasting: {
    // The delayed sacrifice, at the end of the turn (Detailed Timing E2, before "until the end of the
    // turn" effects expire). It stays on the unit wherever it is in play, under either player's control
    // (read as Rip Dere 'Eads Off! and Easy Pickin's: a sacrificed card of the other player goes all
    // the same), and is gone with the unit if it leaves play (FAQ: Out of Play — a new card).
    doomed: { once: true, abilities: [whenever({ when: endTurn('any'), effect: sacrifice(HOST) })] },
  },
});
