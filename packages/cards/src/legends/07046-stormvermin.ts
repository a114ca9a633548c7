import { action, choose, exists, HOST, SELF, shield, spend, startLasting, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '07046', {
  text: 'Skaven. Warrior. Action: pay 1 resource and choose a target unit you control: until the end of the turn, the next 2 damage that would be dealt to it are dealt to this unit instead (a conditional action: errata "would be dealt"; it ends after 2 damage or with the turn).',
  abilities: [action({ cost: spend(1), target: unit({ controller: YOU }), effect: startLasting('guard', { card: TARGET, data: { left: 2 } }) })],
  lasting: {
    // In the lasting behaviour HOST is the protected unit and SELF this Stormvermin. Redirecting is not
    // cancelling: damage that cannot be cancelled is redirected too. With this unit gone, nothing is
    // redirected and the damage stays where it was headed.
    guard: {
      abilities: [
        shield({
          to: HOST,
          budget: 'left',
          if: exists(unit({ is: SELF })),
          redirect: choose(unit({ is: SELF }), { label: 'Stormvermin takes the redirected damage' }),
        }),
      ],
    },
  },
});
