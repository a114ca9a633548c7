import { constant, corrupt, heal, HOST, replace, spend, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02097', {
  text: 'Attachment. Relic. Played onto a Dark Elf unit (it must stay one), which is then corrupted. The attached unit has 2 more power. When it would be destroyed, you may pay 2 resources: it is not destroyed, stays in play and all damage is removed from it.',
  attach: { to: unit({ race: 'Dark Elf' }), onAttach: corrupt(HOST) },
  abilities: [
    constant({ affects: 'host', modify: { power: 2 } }),
    replace({ on: 'destroy', card: HOST, optional: true, cost: spend(2), instead: heal(HOST, 'all') }),
  ],
});
