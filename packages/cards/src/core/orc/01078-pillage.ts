import { action, destroy, isSupport, picked, targetCard } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01078', {
  text: 'Action: one target support card is destroyed.',
  abilities: [action({ choices: [targetCard('support card to destroy', isSupport)], effect: (ctx) => destroy(ctx, picked(ctx, 0)) })],
});
