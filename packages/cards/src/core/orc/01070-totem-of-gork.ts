import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01070', {
  text: "Siege. Each unit in this card's zone (of its controller's capital) has +1 power while it is attacking or defending.",
  abilities: [constant({ affects: unit({ zone: 'this', inCombat: true }), modify: { power: 1 } })],
});
