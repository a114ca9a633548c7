import { constant, corrupt, heal, HOST, replace, spend, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02097', {
  text: 'Attachment. Relic. Goes on a Dark Elf unit (which must remain one), and corrupts it. The attached unit gets +2 power. Instead of that unit being destroyed, you may pay 2: it stays in play and every damage token on it is removed.',
  attach: { to: unit({ race: 'Dark Elf' }), onAttach: corrupt(HOST) },
  abilities: [
    constant({ affects: 'host', modify: { power: 2 } }),
    replace({ on: 'destroy', card: HOST, optional: true, cost: spend(2), instead: heal(HOST, 'all') }),
  ],
});
