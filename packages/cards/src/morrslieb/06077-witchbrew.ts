import { action, atLeast, attacks, chosenNumber, conditionFn, discardDeckTop, gain, HOST, ifThen, OPPONENT, rules, unit, YOU, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The card just put on top of that player's discard pile (the one the effect discarded, now faceup for all) is a unit card. */
const topOfDiscardIsUnit = (yours: boolean) => (ctx: Ctx) => {
  const pile = ctx.state.players[yours ? ctx.player : rules.opponent(ctx.player)].discard;
  const top = pile[pile.length - 1];
  return top !== undefined && rules.printed(ctx.state, top)?.type === 'Unit';
};

export default defineCard(import.meta.url, '06077', {
  text: 'Attachment, played onto a unit you control. Action, once each time that unit is declared as an attacker: choose a target player (your opponent or yourself); his deck\'s top card goes to his discard pile, and if it is a unit card the attached unit has +1 power until the turn ends.',
  attach: { to: unit({ controller: YOU }) },
  abilities: [
    action({
      when: attacks(HOST),
      // The target player is picked as it is used (option 0: the opponent, 1: yourself).
      target: { choose: 'mode', name: 'player', label: 'target player', options: ['your opponent', 'yourself'], targeting: false },
      effect: ifThen(
        atLeast(chosenNumber('player'), 1),
        [discardDeckTop(YOU, 1), ifThen(conditionFn(topOfDiscardIsUnit(true)), gain(HOST, { power: 1 }, 'turn'))],
        [discardDeckTop(OPPONENT, 1), ifThen(conditionFn(topOfDiscardIsUnit(false)), gain(HOST, { power: 1 }, 'turn'))],
      ),
    }),
  ],
});
