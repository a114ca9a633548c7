import { constant, corrupt, HOST, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '02095', {
  text: 'Attachment. Relic. Played onto a Chaos unit (it must stay one), which is then corrupted. The attached unit has 3 more power and 2 more hit points.',
  attach: { to: unit({ race: 'Chaos' }), onAttach: corrupt(HOST) },
  abilities: [constant({ affects: 'host', modify: { power: 3, hitPoints: 2 } })],
});
