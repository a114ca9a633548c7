import { action, andThen, damage, gain, SELF } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04088', {
  text: 'Action: this unit is dealt 1 damage that nothing can cancel; if that damage was dealt, it has Counterstrike 2 for the rest of the turn (uses add up).',
  abilities: [action({ effect: [damage(SELF, 1, { uncancellable: true }), andThen(gain(SELF, { keywords: { counterstrike: 2 } }))] })],
});
