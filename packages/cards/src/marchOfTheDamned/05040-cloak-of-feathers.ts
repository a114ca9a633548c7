import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '05040', {
  text: 'Attachment. Lizardmen. Goes onto one target Lizardmen unit (either player\'s). The attached unit has Savage 2.',
  attach: { to: unit({ trait: 'Lizardmen' }) },
  abilities: [constant({ affects: 'host', modify: { keywords: { savage: 2 } } })],
});
