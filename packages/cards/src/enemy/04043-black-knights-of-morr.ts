import { action, entersPlay, gain, moves, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** One target unit cannot be declared as a defender until the end of the turn. */
const barDefender = { target: unit(), effect: gain(TARGET, { cannotDefend: true }, 'turn') };

export default defineCard(import.meta.url, '04043', {
  text: 'Action, usable once per unit entering this zone (entering play here, this unit included, or moved here), in the next action window: one target unit cannot be declared as a defender until the end of the turn.',
  abilities: [
    action({ when: entersPlay(unit({ zone: 'this' })), ...barDefender }),
    // FAQ Moving Units: a unit moved here enters this zone (not play).
    action({ id: 'moved', when: moves(unit({ zone: 'this' })), ...barDefender }),
  ],
});
