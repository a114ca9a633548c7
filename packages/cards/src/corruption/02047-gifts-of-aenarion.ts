import { action, shield, startLasting } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02047', {
  text: 'Spell. Action: for the rest of the turn, any damage about to be dealt to a section of your capital is cancelled, and you add 1 resource to your pool per point so cancelled (damage that cannot be cancelled still lands).',
  abilities: [action({ effect: startLasting('gifts') })],
  lasting: { gifts: { abilities: [shield({ to: 'capital', gainResources: true })] } },
});
