import { constant, HOST, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06093', {
  text: 'Attachment. Played onto a target unit of either player. As soon as that unit has any damage on it (dealt, moved onto it, or already there when the Brand arrives), it is destroyed.',
  attach: { to: unit() },
  // A constant condition, checked at all times (state checks), not a trigger on damage being dealt.
  abilities: [constant({ if: is(HOST, { damaged: true }), rules: { destroyHost: true } })],
});
