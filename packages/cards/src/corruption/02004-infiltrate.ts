import { action, conditionFn, constant, ifElse, OPPONENT, rules, startLasting } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** He has already drawn a card this turn: he may draw no more. */
const alreadyDrew = conditionFn((ctx) => rules.drewThisTurn(ctx.state, rules.opponent(ctx.player)));

export default defineCard(import.meta.url, '02004', {
  text: 'Action: until the end of the turn your opponent draws at most one card in all (cards he drew earlier this turn count; any draw beyond that is lost).',
  abilities: [action({ effect: startLasting('oneCard', { data: { left: ifElse(alreadyDrew, 0, 1) } }) })],
  lasting: { oneCard: { abilities: [constant({ rules: { drawBudget: { player: OPPONENT, data: 'left' } } })] } },
});
