import { action, constant, startLasting } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02049', {
  text: 'Action: for the rest of the turn, no combat damage (either player\'s) can be cancelled.',
  abilities: [action({ effect: startLasting('noCancel') })],
  lasting: { noCancel: { abilities: [constant({ rules: { damageUncancellable: 'combat' } })] } },
});
