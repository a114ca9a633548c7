import { constant, corrupt, HOST, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02091', {
  text: "Attachment. Relic. Played onto an Orc unit (it must stay one), which is then corrupted. The attached unit deals 2 more damage in combat. While it is attacking, all damage dealt to the defending player's capital is doubled.",
  attach: { to: unit({ race: 'Orc' }), onAttach: corrupt(HOST) },
  abilities: [
    constant({ affects: 'host', modify: { combatDamage: 2 } }),
    constant({ id: 'double', if: is(HOST, { attacking: true }), rules: { doubleDefendingCapitalDamage: true } }),
  ],
});
