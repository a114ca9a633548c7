import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01069', {
  text: 'Attachment. Weapon. Played onto a unit in your battlefield (checked only as it is played). The unit it is attached to has +2 power.',
  attach: { to: unit(), enter: { zone: 'battlefield', controller: YOU } },
  abilities: [constant({ affects: 'host', modify: { power: 2 } })],
});
