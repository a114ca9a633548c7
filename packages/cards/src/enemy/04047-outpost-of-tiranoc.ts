import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04047', {
  text: 'Building. Each time an effect of yours deals indirect damage, it deals 1 more point of indirect damage.',
  abilities: [constant({ rules: { indirectDamageBonus: 1 } })],
});
