import { action, gain, SELF, spend } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02013', {
  text: 'Cavalry. Toughness 3. Action, usable only by an opponent of its controller: he pays 3 resources, and for the rest of the turn this unit has no Toughness from any source.',
  abilities: [action({ by: 'opponent', cost: spend(3), effect: gain(SELF, { losesToughness: true }) })],
});
