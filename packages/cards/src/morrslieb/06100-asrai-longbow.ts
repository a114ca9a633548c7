import { action, conditionFn, damage, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06100', {
  text: 'Wood Elf. Attachment, played onto a unit you control; Order decks only. Action, once each time a section of your capital is dealt damage (first opportunity): one target unit in the zone of either capital matching this card\'s zone is dealt 2 damage.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    action({
      // A section of its controller's capital is dealt damage: the event with no card (isDealtDamage(undefined)
      // would take its default, this card). Units' damage events name their card and do not match.
      when: { on: 'dealtDamage', player: YOU, if: conditionFn((ctx) => ctx.use.ev.card < 0) },
      target: unit({ zone: 'corresponding' }),
      effect: damage(TARGET, 2),
    }),
  ],
});
