import { anyCard, constant } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

export default defineCard(import.meta.url, '06092', {
  text: 'Hero. Playing this unit into your kingdom costs 2 less. Quest: it has +1 power. Battlefield: it has Scout and Toughness 1.',
  abilities: [
    // read while it is being played: the card is seen as though already in the zone it is played into
    constant({ id: 'cost', rules: { cost: { self: true, of: anyCard({ zone: 'kingdom' }), change: -2 } } }),
    constant({ id: 'quest', zone: 'quest', modify: { power: 1 } }),
    constant({ id: 'battlefield', zone: 'battlefield', modify: { keywords: { scout: true, toughness: 1 } } }),
  ],
});
