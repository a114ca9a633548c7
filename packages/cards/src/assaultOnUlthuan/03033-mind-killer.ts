import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03033', {
  text: "Attachment. Hex. Played onto any unit (either player's; it must stay a unit). The attached unit has 1 power fewer (never below 0).",
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { power: -1 } })],
});
