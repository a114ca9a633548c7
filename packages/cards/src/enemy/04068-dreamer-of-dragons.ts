import { action, andThen, damage, gain, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04068', {
  text: 'Mage. Elite. Action: this unit is dealt 1 damage that cannot be cancelled; if that damage was dealt, this unit has +1 power until the end of the turn. No limit on uses.',
  abilities: [action({ effect: [damage(SELF, 1, { uncancellable: true }), andThen(gain(SELF, { power: 1 }))] })],
});
