/**
 * The greedy bot: one ply, by the kind of prompt, from what its view shows (docs/AI.md). It is a
 * function of its input alone (the seed is unused: equal views give equal choices), which makes
 * it cheap — well under a millisecond per decision — and stateless for hosts like the server.
 */
import type { Bot, BotInput } from '../bot.js';
import { chooseAction, chooseMulligan, chooseRestore } from './capital.js';
import { chooseOther, chooseTarget } from './choices.js';
import { chooseAssignment, chooseAttacker, chooseAttackZone, chooseDefender } from './combat.js';

export function greedyChoice(input: BotInput): string {
  if (input.options.length === 1) return input.options[0]!.key;
  switch (input.view.prompt?.kind) {
    case 'mulligan':
      return chooseMulligan(input);
    case 'action':
      return chooseAction(input);
    case 'restore':
      return chooseRestore(input);
    case 'attackZone':
      return chooseAttackZone(input) ?? input.options[0]!.key;
    case 'declareAttackers':
      return chooseAttacker(input);
    case 'declareDefenders':
      return chooseDefender(input);
    case 'assignDamage':
    case 'assignIndirect':
      return chooseAssignment(input);
    case 'choose':
      return chooseTarget(input);
    default:
      return chooseOther(input);
  }
}

export function greedyBot(_seed: number): Bot {
  return { name: 'greedy', choose: greedyChoice };
}
