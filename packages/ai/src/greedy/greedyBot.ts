/**
 * The greedy bot: one ply, by the kind of prompt, from what its view shows (docs/AI.md). What a
 * view cannot tell — what a tactic, an ability or a target does — it finds out by simulation on
 * determinizations (lookahead.ts), the heuristic deciding the rest of the simulated line. Its
 * choices are a function of its input and its seed (the determinizations' seeds derive from the
 * seed and the view's stateId), so a fresh bot per decision decides like a long-lived one.
 */
import type { Bot, BotInput, BotOptions } from '../bot.js';
import { chooseAction, chooseMulligan, chooseRestore } from './capital.js';
import { chooseOther, chooseTarget } from './choices.js';
import { chooseAssignment, chooseAttacker, chooseAttackZone, chooseDefender } from './combat.js';
import { lookahead, type Simulation } from './lookahead.js';

/** Determinizations each simulated option is tried on. */
const SAMPLES = 2;

/**
 * The heuristic choice; with `sim`, tactics and abilities are weighed by simulation (targets are
 * the heuristic's: simulating every target too was measured no stronger, and slower — docs/AI.md).
 */
export function greedyChoice(input: BotInput, sim?: Simulation): string {
  if (input.options.length === 1) return input.options[0]!.key;
  switch (input.view.prompt?.kind) {
    case 'mulligan':
      return chooseMulligan(input);
    case 'action':
      return chooseAction(input, sim);
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

export function greedyBot(seed: number, options?: BotOptions): Bot {
  const forget = options?.forget === true;
  const sim: Simulation = {
    gains: (input, keys) => lookahead(input, input.options.filter((o) => keys.includes(o.key)), seed, SAMPLES, (i) => greedyChoice(i), forget),
  };
  return { name: 'greedy', choose: (input) => greedyChoice(input, sim) };
}

