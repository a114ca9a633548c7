import { action, each, EACH, exists, restore, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const yoursCorrupt = unit({ controller: YOU, corrupt: true });

export default defineCard(import.meta.url, '04069', {
  text: 'Action: every corrupted unit you control is restored (playable only while you control one).',
  abilities: [action({ canResolve: exists(yoursCorrupt), effect: each(yoursCorrupt, restore(EACH)) })],
});
