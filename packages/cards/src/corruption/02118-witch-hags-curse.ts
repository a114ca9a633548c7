import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02118', {
  text: "Attachment. Hex. Played onto any unit (either player's). The attached unit's printed text box counts as blank, its traits excepted: its own keywords and abilities are gone (those other cards give it stay).",
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { blank: true } })],
});
