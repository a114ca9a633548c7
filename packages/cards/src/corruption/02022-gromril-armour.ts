import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02022', {
  text: "Attachment. Played onto any unit (either player's; it must stay a unit). The attached unit has Toughness 1, added to any Toughness it has.",
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { keywords: { toughness: 1 } } })],
});
