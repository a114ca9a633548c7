import { action, beginTurn, gain, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05028', {
  text: "Ship. Action, usable once as each of your turns begins (first action window): one target unit (either player's) has 1 less power until the end of the turn.",
  abilities: [action({ when: beginTurn(), target: unit(), effect: gain(TARGET, { power: -1 }) })],
});
