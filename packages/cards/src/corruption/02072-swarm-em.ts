import { action, and, anyCard, atLeast, count, damage, TARGET, unit, X, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** Your units and developments in your battlefield. */
const HORDE = count(anyCard({ type: ['unit', 'development'], controller: YOU, zone: 'battlefield' }));

export default defineCard(import.meta.url, '02072', {
  text: 'Costs X, where X must be the number of units plus developments in your battlefield (fixed as it is paid). Action: a target defending unit is dealt X damage.',
  abilities: [action({ if: and(atLeast(X, HORDE), atLeast(HORDE, X)), target: unit({ defending: true }), effect: damage(TARGET, X) })],
});
