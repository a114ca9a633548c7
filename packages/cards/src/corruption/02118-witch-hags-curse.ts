import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02118', {
  text: "Attachment. Hex. Played onto any unit (either player's). The attached unit's printed text box counts as blank, its traits excepted: no keywords, no abilities.",
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { blank: true } })],
});
