import { action, each, EACH, gain, sacrifice, SELF, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07003', {
  text: 'Slayer. Action: sacrifice this unit: until the turn ends, each unit you control as this resolves has Toughness 2.',
  abilities: [action({ cost: sacrifice(SELF), effect: each(unit({ controller: YOU }), gain(EACH, { keywords: { toughness: 2 } }, 'turn')) })],
});
