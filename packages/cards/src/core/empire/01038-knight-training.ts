import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01038', {
  text: 'Attachment. Skill. Played onto a target unit in your battlefield (it may move away afterwards); the attached unit has +1 power.',
  // FAQ Attachments: the zone requirement counts only as it enters play.
  attach: { to: unit(), enter: { zone: 'battlefield', controller: 'you' } },
  abilities: [constant({ affects: 'host', modify: { power: 1 } })],
});
