import { action, entersPlay, EVENT_CARD, gain, moves, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The Knight that entered this zone has +1 power until the end of the turn. */
const boost = { effect: gain(EVENT_CARD, { power: 1 }) };
const knightHere = unit({ trait: 'Knight', zone: 'this' });

export default defineCard(import.meta.url, '04065', {
  text: 'Environment. Battlefield. Action, usable once per Knight unit entering this zone (entering play here or moved here), in the next action window: that Knight has +1 power until the end of the turn.',
  abilities: [
    action({ zone: 'battlefield', when: entersPlay(knightHere), ...boost }),
    // FAQ Moving Units: a unit moved here enters this zone (not play).
    action({ id: 'moved', zone: 'battlefield', when: moves(knightHere), ...boost }),
  ],
});
