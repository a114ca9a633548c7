import { action, destroy, development, leavesPlay, TARGET, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06033', {
  text: 'Building. Triggered Action, once right after each Chaos unit you control leaves play (however it goes): destroy one target development (either player\'s, in any zone).',
  abilities: [action({ when: leavesPlay(unit({ controller: YOU, race: 'Chaos' })), target: development(), effect: destroy(TARGET) })],
});
