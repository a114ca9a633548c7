import { constant, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02042', {
  text: 'Building. Kingdom: each unit in your battlefield that has at least one Attachment card attached has +1 power.',
  abilities: [constant({ zone: 'kingdom', affects: unit({ controller: YOU, zone: 'battlefield', hasAttachment: true }), modify: { power: 1 } })],
});
