import { action, count, development, exists, gainResources, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const yourKingdomDevelopments = development({ controller: YOU, zone: 'kingdom' });

// The Assault on Ulthuan printing of the Core Set's Innovation (01119): the FAQ's restricted list names them together.
export default defineCard(import.meta.url, '03057', {
  text: 'Action: gain one resource per development in your kingdom (it cannot be played while you have none there).',
  abilities: [action({ canResolve: exists(yourKingdomDevelopments), effect: gainResources(YOU, count(yourKingdomDevelopments)) })],
});
