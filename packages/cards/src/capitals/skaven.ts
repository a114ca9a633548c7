/**
 * Skaven board: base power 2 in kingdom and quest (capitals.ts), and the first Skaven unit you play
 * into your battlefield each turn costs 1 less (a reduction: never below 0, nothing off a 0 cost).
 */
import { cardDef, type CapitalDef, type GameState, type PlayerId, type ZoneName } from '@invasion/engine';

function qualifies(state: GameState, p: PlayerId, card: number, zone: ZoneName): boolean {
  const def = cardDef(state.cards[card]!.def);
  return zone === 'battlefield' && def.type === 'Unit' && def.traits.includes('Skaven') && state.players[p].capitalDiscountTurn !== state.turn;
}

export const skavenBoard: Partial<CapitalDef> = {
  costModifier: (state, p, card, zone) => (qualifies(state, p, card, zone) ? -1 : 0),
  onPaid(state, p, card, zone) {
    if (qualifies(state, p, card, zone)) state.players[p].capitalDiscountTurn = state.turn;
  },
};
