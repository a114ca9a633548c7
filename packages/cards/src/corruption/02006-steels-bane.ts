import { action, HOST, shield, startLasting, TARGET, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02006', {
  text: 'Action: choose a target High Elf unit; until the end of the turn, up to 10 points of damage that would be dealt to it are cancelled, the first ones that come (damage that cannot be cancelled is not).',
  abilities: [action({ target: unit({ race: 'High Elf' }), effect: startLasting('ward', { card: TARGET, data: { left: 10 } }) })],
  lasting: { ward: { abilities: [shield({ to: HOST, budget: 'left' })] } },
});
