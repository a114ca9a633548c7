import { constant, support } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04077', {
  text: "Attachment. Hex. Played onto a target Building support card (either player's; it must stay one). The attached card has one power icon fewer.",
  attach: { to: support({ trait: 'Building' }) },
  abilities: [constant({ affects: 'host', modify: { power: -1 } })],
});
