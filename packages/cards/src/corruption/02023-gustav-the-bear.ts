import { exists, OPPONENT, SELF, shield, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02023', {
  text: 'Hero (at most one per zone). Cavalry. While an opponent controls a corrupted unit, all damage that would be dealt to this unit is cancelled (damage that cannot be cancelled still is dealt).',
  abilities: [shield({ to: SELF, if: exists(unit({ controller: OPPONENT, corrupt: true })) })],
});
