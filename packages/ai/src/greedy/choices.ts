/**
 * The greedy bot's other choices: targets and modes of effects (its own forced effects, the
 * opponent's effects that make it choose), the order of effects, paying, replacements, Ambush.
 * Whether an effect helps or harms what it targets is read from the source card's text.
 */
import type { ClientCard, ClientOption, ClientView, PlayerId, ZoneName } from '@invasion/engine';
import type { BotInput } from '../bot.js';
import { cardIndex, unitValue } from './board.js';
import { zoneWeights } from './capital.js';

const HARMFUL = /\b(damage|destroy|corrupt|sacrifice|discard|cannot|loses?|return[^.]*to (?:its|their) owner's hand|-\d+ power)\b/i;

/** Whether the prompt's source effect harms what it targets (damage, destroy, corrupt ...). */
export function harmful(view: ClientView): boolean {
  const cards = cardIndex(view);
  const src = view.prompt?.source;
  const text = (src !== null && src !== undefined ? cards.get(src)?.text : undefined) ?? view.prompt?.title ?? '';
  return HARMFUL.test(text);
}

function cardWorth(c: ClientCard): number {
  return c.power !== undefined ? unitValue(c) : 2;
}

/**
 * For a target: my cards gain from a helpful effect and lose from a harmful one, the opponent's the
 * reverse; one of my zones (where a unit moves) by what power is worth there now (the capital
 * phase's weights: not the quest when the deck runs thin); `pass` (choose no more) is worth 0.
 */
export function chooseTarget(input: BotInput): string {
  const view = input.view;
  const cards = cardIndex(view);
  const sign = harmful(view) ? -1 : 1;
  let weights: Record<ZoneName, number> | null = null;
  let best: { key: string; score: number } | null = null;
  const consider = (o: ClientOption, score: number) => {
    if (!best || score > best.score) best = { key: o.key, score };
  };
  for (const o of input.options) {
    const d = o.decision;
    if (d.type === 'pass') consider(o, 0);
    else if (d.type === 'target' && typeof d.target === 'number') {
      const c = cards.get(d.target);
      const mine = c ? c.controller === input.seat : false;
      consider(o, (mine ? sign : -sign) * (c ? cardWorth(c) : 1));
    } else if (d.type === 'target') {
      const owner = (d.player ?? input.seat) as PlayerId;
      weights ??= zoneWeights(input);
      consider(o, (owner === input.seat ? sign : -sign) * (3 + (owner === input.seat ? weights[d.target as ZoneName] ?? 0 : 0)));
    } else if (d.type === 'number') consider(o, Number(d.value) * 0.01 + 0.5);
    else consider(o, 0.1);
  }
  return best!.key;
}

/** Other prompts: the first effect to resolve, discard order kept, paying from the pool, replacements used, Ambush used. */
export function chooseOther(input: BotInput): string {
  const kind = input.view.prompt?.kind;
  const find = (pred: (o: ClientOption) => boolean) => input.options.find(pred)?.key;
  switch (kind) {
    case 'orderDiscard':
    case 'pay':
      return find((o) => o.key === 'pass') ?? input.options[0]!.key;
    case 'replace':
      return find((o) => o.decision.type === 'resolve') ?? input.options[0]!.key;
    case 'ambush':
      return find((o) => o.decision.type === 'ambush') ?? input.options[0]!.key;
    default:
      return input.options[0]!.key;
  }
}
