import { damage, isHealed, OPPONENT, TARGET, unit, unitOrSection, whenever, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03013', {
  text: 'Kingdom. Each time an effect of yours heals a unit, 1 damage is dealt to one target unit (any player\'s) or to one target section of an opposing capital. (Errata: not an Action.)',
  abilities: [
    // Errata: no longer an Action, nor a Forced effect: a triggered constant effect, mandatory (no "may").
    whenever({
      zone: 'kingdom',
      when: isHealed(unit(), { player: YOU }),
      target: unitOrSection({}, { whose: OPPONENT, label: 'unit or opposing capital section to deal 1 damage to' }),
      effect: damage(TARGET, 1),
    }),
  ],
});
