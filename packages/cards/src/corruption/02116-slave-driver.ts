import { action, gain, spend, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02116', {
  text: "Warrior. Kingdom. Action: pay 2 resources: one target unit (either player's) with a printed cost of 2 or less cannot be declared as an attacker or defender this turn (one already in combat stays there).",
  abilities: [action({ zone: 'kingdom', cost: spend(2), target: unit({ printedCost: { max: 2 } }), effect: gain(TARGET, { cannotAttack: true, cannotDefend: true }) })],
});
