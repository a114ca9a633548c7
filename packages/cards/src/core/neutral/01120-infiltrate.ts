import { beginTurn, discardDeckTop, forced, OPPONENT, questTokenEachTurn, SELF, tokensOn } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

export default defineCard(import.meta.url, '01120', {
  text: "Quest. Forced: as your turn begins, your opponent puts his deck's top X cards into his discard pile, X being this quest's resource tokens. Quest. Forced: as your turn begins, this quest gets 1 resource token if a unit quests on it.",
  // Both trigger together: their controller orders them (FAQ: Simultaneous Effects).
  abilities: [forced({ id: 'mill', zone: 'quest', when: beginTurn(), effect: discardDeckTop(OPPONENT, tokensOn(SELF)) }), questTokenEachTurn()],
});
