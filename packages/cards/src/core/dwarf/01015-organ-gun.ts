import { constant, HOST, is, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01015', {
  text: 'Attachment. Weapon. Played onto a unit you target (either player\'s). That unit has 2 more power icons while it is defending.',
  attach: { to: unit() },
  abilities: [constant({ affects: 'host', if: is(HOST, { defending: true }), modify: { power: 2 } })],
});
