import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '03034', {
  text: "Attachment. Hex. Played onto any unit (either player's; it must stay a unit). The attached unit may never be chosen to attack (it still defends).",
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { cannotAttack: true } })],
});
