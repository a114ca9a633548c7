import { constant, corrupt, HOST, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04034', {
  text: "Attachment. Disease. Played onto a target unit (either player's), which is then corrupted (an already corrupt unit is a legal host). While attached, that unit cannot be restored, by an effect or in its controller's kingdom phase.",
  attach: { to: unit(), onAttach: corrupt(HOST) },
  abilities: [constant({ affects: 'host', modify: { cannotBeRestored: true } })],
});
