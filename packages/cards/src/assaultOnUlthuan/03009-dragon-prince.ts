import { chosen, choice, EACH, EACH_PLAYER, each, eachPlayer, entersPlay, forced, sacrifice, unit, upTo } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03009', {
  text: 'Warrior. Forced: when this unit enters play from your hand, each player (the active player first) picks up to 2 units of his own battlefield; every other unit in each battlefield is then sacrificed, all together. (Errata: "after" reads "when".)',
  abilities: [
    forced({
      when: entersPlay(undefined, { from: 'hand' }),
      effect: [
        // "Each player": the active player chooses first (FAQ: Simultaneous Effects; eachPlayer's order). Not targets.
        eachPlayer(choice('keep', upTo(2, unit({ controller: EACH_PLAYER, zone: 'battlefield' }), { by: EACH_PLAYER, label: 'unit of your battlefield to keep (up to 2; the others there are sacrificed)' }))),
        each(unit({ zone: 'battlefield', not: chosen('keep') }), sacrifice(EACH)),
      ],
    }),
  ],
});
