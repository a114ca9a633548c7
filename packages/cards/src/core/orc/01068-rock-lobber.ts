import { action, chooseZone, inThisZone, pickedSection, sacrificeAUnit, damageCapital, unburnedSection } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01068', {
  text: 'Battlefield. Action: spend 2 resources and sacrifice a unit you control here: 2 damage to a capital section of either player. Limit once per turn.',
  abilities: [
    action({
      zone: 'battlefield',
      limit: 'turn',
      spend: 2,
      choices: [sacrificeAUnit('unit in this zone to sacrifice', inThisZone), chooseZone('capital section to damage', unburnedSection)],
      effect: (ctx) => {
        const s = pickedSection(ctx, 1);
        if (s) damageCapital(ctx, s.player, s.zone, 2);
      },
    }),
  ],
});
