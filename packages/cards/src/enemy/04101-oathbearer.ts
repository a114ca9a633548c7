import { replace, SELF, turnFacedown } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04101', {
  text: 'Whenever this unit would be destroyed, it is not: it turns facedown where it is and stays as a development of that zone (a sacrifice is no destruction).',
  abilities: [replace({ on: 'destroy', card: SELF, instead: turnFacedown(SELF) })],
});
