import { and, atLeast, count, destroy, EVENT_CARD, HOST, is, isDealtDamage, not, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The attached unit is the only defender. */
const defendingAlone = and(is(HOST, { defending: true }), not(atLeast(count(unit({ defending: true })), 2)));

export default defineCard(import.meta.url, '02071', {
  text: 'Attachment. Weapon. Played onto an Orc unit (it must stay one). While the attached unit defends alone, each attacking unit that is dealt combat damage is destroyed (only those actually dealt some: FAQ).',
  attach: { to: unit({ race: 'Orc' }) },
  // Neither "Forced:" nor "you may": a mandatory triggered constant effect, resolved before Forced
  // effects with the same trigger (FAQ: Simultaneous Effects).
  abilities: [whenever({ when: isDealtDamage(unit({ attacking: true }), { combat: true, if: defendingAlone }), effect: destroy(EVENT_CARD) })],
});
