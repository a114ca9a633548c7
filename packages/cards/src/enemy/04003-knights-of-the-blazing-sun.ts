import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04003', {
  text: 'Knight. This unit can never become corrupted.',
  abilities: [constant({ modify: { cannotBeCorrupted: true } })],
});
