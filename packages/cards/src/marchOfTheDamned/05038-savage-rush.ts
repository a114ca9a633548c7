import { action, EACH, each, exists, gain, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const yourAttackers = unit({ controller: YOU, attacking: true });

export default defineCard(import.meta.url, '05038', {
  text: 'Action: for the rest of the turn, every unit of yours that is attacking as this resolves has Savage 1 (on top of any Savage it already has).',
  abilities: [action({ canResolve: exists(yourAttackers), effect: each(yourAttackers, gain(EACH, { keywords: { savage: 1 } })) })],
});
