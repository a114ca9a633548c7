import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06060', {
  text: 'Warpstone. In each of your turns you may play one development from your hand beyond the usual one (two copies: two more).',
  abilities: [constant({ rules: { extraDevelopments: 1 } })],
});
