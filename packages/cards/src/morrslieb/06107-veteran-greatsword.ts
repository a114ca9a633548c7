import { action, count, entersPlay, gain, SELF, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06107', {
  text: 'Warrior. Action, once after it enters play (first opportunity): until the turn ends it has +1 power per unit in its zone of your capital (itself included), counted as this resolves.',
  abilities: [action({ when: entersPlay(), effect: gain(SELF, { power: count(unit({ zone: 'this' })) }, 'turn') })],
});
