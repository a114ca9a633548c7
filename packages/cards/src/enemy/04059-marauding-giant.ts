import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04059', {
  text: 'Giant. Destruction decks only. This unit may attack or defend only together with at least one other unit of its side in that combat.',
  abilities: [constant({ modify: { cannotAttackAlone: true, cannotDefendAlone: true } })],
});
