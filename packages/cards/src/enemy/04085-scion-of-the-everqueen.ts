import { constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '04085', {
  text: 'Elite. Noble. No card effect can lower this unit\'s hit points (effects raising them still apply).',
  abilities: [constant({ modify: { hitPointsCannotBeReduced: true } })],
});
