import { action, anyCard, cancel, fromChain, spend, TARGET } from '@invasion/engine/dsl';
import { defineCard } from '../../define.js';

/**
 * A unit or support card whose link on the chain is one of its Actions: not the card itself being
 * played (a unit or support card on the chain is its own play). Its card may have left play since.
 */
const actionOfUnitOrSupport = anyCard({ type: ['unit', 'support'], where: (ctx, id) => ctx.state.cards[id]!.loc !== 'chain' });

export default defineCard(import.meta.url, '01028', {
  text: 'Quest. Action, once per turn: pay 2 resources: pick an Action that a unit or support other than this card has put on the chain (an effect, not a card: no unit is targeted); that Action is cancelled.',
  abilities: [
    action({
      zone: 'quest',
      limit: 'turn',
      cost: spend(2),
      target: fromChain(actionOfUnitOrSupport, { targeting: false, label: 'Action to cancel' }),
      effect: cancel(TARGET),
    }),
  ],
});
