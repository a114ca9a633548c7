import { atLeast, beginTurn, damage, forced, ifThen, pickedCount, sacrifice, SELF, TARGET, targetOf, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05018', {
  text: 'Forced: at the start of your turn, either 2 damage is dealt to one target unit you control in this zone or this card is sacrificed (your pick; with no such unit it is sacrificed).',
  abilities: [
    forced({
      when: beginTurn(),
      // "Or" (FAQ): picking a target is the damage option, passing is the sacrifice.
      target: targetOf(unit({ controller: YOU, zone: 'this' }), { name: 'unit', min: 0, ifNone: 'continue', label: 'your unit in this zone to deal 2 damage to (pass: sacrifice Troll Den)' }),
      effect: ifThen(atLeast(pickedCount('unit'), 1), damage(TARGET, 2), sacrifice(SELF)),
    }),
  ],
});
