import { action, beginTurn, choose, development, exists, returnToHand, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const yours = development({ controller: YOU });

export default defineCard(import.meta.url, '02019', {
  text: "Building. Kingdom. Triggered Action, as each of your turns begins (only at your first opportunity): you may take one of your developments back into its owner's hand.",
  abilities: [action({ zone: 'kingdom', when: beginTurn(YOU), canResolve: exists(yours), effect: returnToHand(choose(yours, { label: 'development to return to hand' })) })],
});
