import { action, count, development, exists, gainResources, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

const kingdomDevelopments = development({ controller: YOU, zone: 'kingdom' });

export default defineCard(import.meta.url, '01119', {
  text: 'Action: you gain as many resources as you have developments in your kingdom (not playable while you have none there).',
  abilities: [action({ canResolve: exists(kingdomDevelopments), effect: gainResources(YOU, count(kingdomDevelopments)) })],
});
