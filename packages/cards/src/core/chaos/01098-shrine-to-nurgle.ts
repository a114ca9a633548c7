import { corrupt, EVENT_CARD, forced, isDealtDamage, OPPONENT, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01098', {
  text: "Building. Kingdom. Forced: each time combat damage lands on a unit of an opponent's, that unit becomes corrupted (errata: only combat damage counts).",
  abilities: [forced({ zone: 'kingdom', when: isDealtDamage(unit({ controller: OPPONENT }), { combat: true }), effect: corrupt(EVENT_CARD) })],
});
