import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04004', {
  text: 'Knight. Counterstrike 2. Its owner may play it from his hand in any action window he could act in (either turn, in response too), paying its full cost.',
  // Counterstrike 2 comes from the catalogue's keywords.
  abilities: [constant({ rules: { playAnyTime: true } })],
});
