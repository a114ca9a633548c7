import { addTokens, constant, entersDiscard, forced, OPPONENT, SELF, tokensOn, unit, YOU } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/**
 * A unit an opponent controlled, as it was in play (a card leaving play is matched as it last was; from a hand or deck it has no zone).
 * A card reaches the discard pile as its printed type (FAQ Q&A Offering to Hekarti): a development that is a unit card counts.
 */
const opposingUnitFromPlay = unit({ controller: OPPONENT, zone: ['kingdom', 'quest', 'battlefield'] });

export default defineCard(import.meta.url, '03053', {
  text: 'Attachment. Played onto a unit in your battlefield (the zone and side count only as it is played: FAQ Attachments). The attached unit has +1 power per resource token on this card. Forced: for every unit an opponent controlled that goes from play into a discard pile, add a resource token here (a destroyed development of his counts when its card is a unit card: a card reaches the discard pile as its printed type).',
  attach: { to: unit(), enter: { controller: YOU, zone: 'battlefield' } },
  abilities: [
    constant({ affects: 'host', modify: { power: tokensOn(SELF) } }),
    forced({ when: entersDiscard(opposingUnitFromPlay), effect: addTokens(SELF, 1) }),
  ],
});
