import { atLeast, collectsResources, damage, EVENT_AMOUNT, loseResources, OPPONENT, TARGET, unit, whenever } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01071', {
  text: "Banner. Kingdom. Whenever an opponent collects 7 or more resources in his kingdom phase, one of them leaves his pool and becomes 1 damage dealt to a target unit you choose (with no unit to target, he keeps it).",
  abilities: [
    whenever({
      zone: 'kingdom',
      when: collectsResources(OPPONENT, { if: atLeast(EVENT_AMOUNT, 7) }),
      target: unit(),
      effect: [loseResources(OPPONENT, 1), damage(TARGET, 1)],
    }),
  ],
});
