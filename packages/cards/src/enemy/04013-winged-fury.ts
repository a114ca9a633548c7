import { constant, count, OPPONENT, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04013', {
  text: 'Daemon. This unit has 1 more power for each corrupted unit an opponent controls.',
  abilities: [constant({ modify: { power: count(unit({ controller: OPPONENT, corrupt: true })) } })],
});
