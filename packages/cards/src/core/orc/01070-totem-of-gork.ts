import { all, constant, inCombat, inThisZone, isUnit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01070', {
  text: 'Your units in this zone have +1 power while they are attacking or defending.',
  abilities: [constant({ affects: all(isUnit, inThisZone, inCombat), power: 1 })],
});
