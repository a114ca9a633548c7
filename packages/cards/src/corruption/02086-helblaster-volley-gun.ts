import { constant, count, development, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02086', {
  text: 'Attachment. Weapon. Played onto a unit in your battlefield (the zone counts only as it is played: FAQ Attachments). The attached unit deals X more damage in combat, X being how many developments are in your battlefield.',
  attach: { to: unit(), enter: { controller: YOU, zone: 'battlefield' } },
  abilities: [constant({ affects: 'host', modify: { combatDamage: count(development({ controller: YOU, zone: 'battlefield' })) } })],
});
