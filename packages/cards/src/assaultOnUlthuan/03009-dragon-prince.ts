import { chosen, choice, EACH, each, entersPlay, forced, ifThen, OPPONENT, sacrifice, unit, upTo, YOU, YOUR_TURN } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** A player picks at most 2 of his own battlefield units to keep (not targets). */
const keep = (p: typeof YOU | typeof OPPONENT) => upTo(2, unit({ controller: p, zone: 'battlefield' }), { by: p, label: 'unit of your battlefield to keep (up to 2; the others there are sacrificed)' });

export default defineCard(import.meta.url, '03009', {
  text: 'Warrior. Forced: when this unit enters play from your hand, each player (the active player first) picks up to 2 units of his own battlefield; every other unit in each battlefield is then sacrificed, all together. (Errata: "after" reads "when".)',
  abilities: [
    forced({
      when: entersPlay(undefined, { from: 'hand' }),
      effect: [
        // "Each player": the active player chooses first (FAQ: Simultaneous Effects; eachPlayer's order).
        ifThen(YOUR_TURN, [choice('yours', keep(YOU)), choice('theirs', keep(OPPONENT))], [choice('theirs2', keep(OPPONENT)), choice('yours2', keep(YOU))]),
        each(unit({ zone: 'battlefield', not: [chosen('yours'), chosen('theirs'), chosen('theirs2'), chosen('yours2')] }), sacrifice(EACH)),
      ],
    }),
  ],
});
