import { action, playFromHand, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06069', {
  text: 'Action: you play one unit card from your hand right away, in any phase, paying its full cost and loyalty and obeying every restriction on playing it; it goes on the chain as a new action and enters play when that resolves.',
  abilities: [action({ effect: playFromHand(unit()) })],
});
