import { corrupt, EVENT_CARD, forced, isDealtDamage, OPPONENT, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01098', {
  text: "Building. Kingdom. Forced: when a unit an opponent controls is dealt combat damage, corrupt it (errata: combat damage only).",
  abilities: [forced({ zone: 'kingdom', when: isDealtDamage(unit({ controller: OPPONENT }), { combat: true }), effect: corrupt(EVENT_CARD) })],
});
