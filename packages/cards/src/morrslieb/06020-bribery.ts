import { action, anyCard, gain, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06020', {
  text: "Action: pick one target unit or support card, either player's, in a zone holding no development; until the end of the turn its power counts as 0.",
  abilities: [action({ target: anyCard({ type: ['unit', 'support'], inDevelopedZone: false }), effect: gain(TARGET, { losesAllPower: true }, 'turn') })],
});
