import { defOf, queries, type GameState, type PlayerId } from '@invasion/engine';
import { registerSearchBonus } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const SCOUT_CAMP = '02060';

/** Each faceup Scout Camp (text not blank) in a player's kingdom lets his searches go one card deeper. */
function scoutCamps(state: GameState, p: PlayerId): number {
  let n = 0;
  for (const id of state.players[p].zones.kingdom.cards) {
    const c = state.cards[id]!;
    if (c.def === SCOUT_CAMP && c.controller === p && !c.dev && !c.faceDown && defOf(c).type === 'Support' && !queries.isBlanked(state, id)) n++;
  }
  return n;
}
registerSearchBonus(scoutCamps);

export default defineCard(import.meta.url, '02060', {
  text: 'Building. Kingdom. Each time you search your deck, you may search one more card than the effect says (searching is not looking at or revealing).',
  abilities: [],
});
