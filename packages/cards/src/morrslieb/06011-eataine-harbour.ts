import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06011', {
  text: "Building. Every unit, either player's, in a zone without developments has no Actions and no Forced effects (errata; its other abilities stay).",
  abilities: [constant({ affects: unit({ inDevelopedZone: false }), modify: { losesActionsAndForced: true } })],
});
