import { constant, corrupt, HOST, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02091', {
  text: "Attachment. Relic. Goes on an Orc unit (which must remain one), and corrupts it. The attached unit deals 2 extra combat damage. While that unit attacks, any damage the defending player's capital is dealt gets doubled.",
  attach: { to: unit({ race: 'Orc' }), onAttach: corrupt(HOST) },
  abilities: [
    constant({ affects: 'host', modify: { combatDamage: 2 } }),
    constant({ id: 'double', if: is(HOST, { attacking: true }), rules: { doubleDefendingCapitalDamage: true } }),
  ],
});
