import { constant, unit } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01039', {
  text: 'Kingdom. An opponent must pay 1 extra resource for each effect with which he targets any of your units.',
  // Units of yours wherever they are (FAQ: the tax binds the opponent, so units out of play count too).
  abilities: [constant({ zone: 'kingdom', affects: unit({ controller: 'you' }), modify: { targetTax: { amount: 1 } } })],
});
