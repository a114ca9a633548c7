import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04074', {
  text: "Attachment. Disease. Played onto a target unit (either player's). Every damage token on the attached unit counts as 2 damage (against its hit points and wherever its damage is counted).",
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', modify: { damageCountsDouble: true } })],
});
