import { constant, HOST, restore, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01053', {
  text: 'Attachment. Spell. Played onto a unit you target (either player\'s), which is restored if it is corrupt. While attached, that unit cannot become corrupted.',
  attach: { to: unit(), onAttach: restore(HOST) },
  abilities: [constant({ affects: 'host', modify: { cannotBeCorrupted: true } })],
});
