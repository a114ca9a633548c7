import { action, corrupt, gain, SELF, TARGET, unit, upTo } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07040', {
  text: 'Creature. Action: corrupt this unit (a cost) to pick as many as two target units; until the end of the turn none of them can be declared as an attacker or a defender.',
  abilities: [action({ cost: corrupt(SELF), target: upTo(2, unit(), { label: 'units that cannot attack or defend this turn' }), effect: gain(TARGET, { cannotAttack: true, cannotDefend: true }) })],
});
