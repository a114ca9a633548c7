import { damage, dealsCombatDamage, forced, HOST, TARGET, unit, unitOrSection, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01095', {
  text: 'Attachment. Mutation. Goes onto a unit its player controls. Forced: whenever the attached unit has dealt combat damage (it added to a pool that reached an opposing unit or capital: FAQ), a target unit or a capital section of either player is dealt 1 damage.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [forced({ when: dealsCombatDamage(HOST), target: unitOrSection(), effect: damage(TARGET, 1) })],
});
