import { action, beginTurn, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04116', {
  text: "Hero. Action, usable once at the start of your turn (first action window): one target unit (any player's, this one included) has a blank text box until the end of the turn (its traits stay).",
  abilities: [action({ when: beginTurn(), target: unit(), effect: gain(TARGET, { blank: true }) })],
});
