import { action, EACH, each, exists, gain, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const yourDefenders = unit({ controller: YOU, defending: true });

export default defineCard(import.meta.url, '02103', {
  text: 'Action: every unit of yours that is defending gets +2 power for the rest of the turn.',
  abilities: [action({ canResolve: exists(yourDefenders), effect: each(yourDefenders, gain(EACH, { power: 2 })) })],
});
