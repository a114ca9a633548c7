import { action, each, EACH, exists, gain, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const knightsInCombat = unit({ controller: YOU, trait: 'Knight', inCombat: true });

export default defineCard(import.meta.url, '04107', {
  text: 'Action: every Knight unit of yours that is attacking or defending as this resolves has 1 more power for the rest of the turn.',
  abilities: [action({ canResolve: exists(knightsInCombat), effect: each(knightsInCombat, gain(EACH, { power: 1 })) })],
});
