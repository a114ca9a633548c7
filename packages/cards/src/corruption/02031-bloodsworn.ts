import { forced, heal, OPPONENT, SELF, unit, entersDiscard } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** An opponent's unit as it was in play (a card leaving play is matched as it last was; from a hand or deck it has no zone). */
const opposingUnitFromPlay = unit({ controller: OPPONENT, zone: ['kingdom', 'quest', 'battlefield'] });

export default defineCard(import.meta.url, '02031', {
  text: "Warrior. Forced: whenever a unit an opponent controlled goes from play into a discard pile (destroyed, sacrificed or discarded), remove all damage from this unit.",
  abilities: [forced({ when: entersDiscard(opposingUnitFromPlay), effect: heal(SELF, 'all') })],
});
