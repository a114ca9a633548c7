import { entersPlay, forced, gain, moves, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/** A unit in this zone (the event's card, where it arrived). */
const unitHere = unit({ zone: 'this' });

export default defineCard(import.meta.url, '01030', {
  text: 'Forced: each time a unit enters the zone this unit is in (played or put into play there, this unit included, or moved there from another zone), this unit gets +1 power for the rest of the turn.',
  // FAQ (CS 30): it triggers for its own entry. FAQ Moving Units: a unit that moves enters the new zone (not play).
  abilities: [
    forced({ id: 'entersPlay', when: entersPlay(unitHere), effect: gain(SELF, { power: 1 }) }),
    forced({ id: 'movesIn', when: moves(unitHere), effect: gain(SELF, { power: 1 }) }),
  ],
});
