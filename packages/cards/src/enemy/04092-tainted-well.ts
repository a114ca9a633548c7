import { action, damage, EVENT_CARD, isCorrupted, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04092', {
  text: 'Action, usable once each time a unit (any player\'s) becomes corrupted: that unit is dealt 1 damage.',
  abilities: [action({ when: isCorrupted(unit()), effect: damage(EVENT_CARD, 1) })],
});
