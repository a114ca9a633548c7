import { defOf, log, nameOf, type ChainLink } from '@invasion/engine';
import { action, picked, pickedAll, type Ctx } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

/** The open play link of a unit or support card an opponent has just played (on the chain, not cancelled). */
function playLinkOf(ctx: Ctx, card: number): ChainLink | undefined {
  return ctx.state.chain.find((l) => l.kind === 'play' && l.card === card && !l.cancelled && l.player !== ctx.player);
}

/** Unit and support cards an opponent has just played. */
function unitsOrSupportsJustPlayed(ctx: Ctx): number[] {
  const out: number[] = [];
  for (const l of ctx.state.chain) {
    if (l.kind !== 'play' || l.cancelled || l.player === ctx.player) continue;
    const type = defOf(ctx.state.cards[l.card]!).type;
    if (type === 'Unit' || type === 'Support') out.push(l.card);
  }
  return out;
}

/** Picking the played card again means "I spend all my resources to keep it". */
function keepOption(ctx: Ctx): number[] {
  const t = picked(ctx, 0);
  return t >= 0 && playLinkOf(ctx, t) ? [t] : [];
}

function cleanse(ctx: Ctx): void {
  const card = picked(ctx, 0);
  const link = card >= 0 ? playLinkOf(ctx, card) : undefined;
  if (!link) return;
  const pl = ctx.state.players[link.player];
  if (pickedAll(ctx, 1).includes(card)) {
    if (ctx.state.log) log(ctx.state, `P${link.player + 1} spends all ${pl.resources} resource(s) to keep ${nameOf(ctx.state, card)}`);
    pl.resources = 0;
    return;
  }
  link.cancelled = true;
  if (ctx.state.log) log(ctx.state, `${nameOf(ctx.state, ctx.self)} cancels ${nameOf(ctx.state, card)}; it will be discarded`);
}

export default defineCard(import.meta.url, '03019', {
  text: 'Action: choose a target unit or support card an opponent has just played (still on the chain). On resolution its controller either spends every resource in his pool (0 counts when he has none) or the card is cancelled and discarded. (Errata: "just played".)',
  abilities: [
    action({
      choices: [
        { label: 'unit or support card just played', list: unitsOrSupportsJustPlayed },
        { label: 'spend all your resources to keep this card (pass: it is cancelled)', list: keepOption, by: 'opponent', at: 'resolve', targeting: false, min: 0, max: 1, ifNone: 'continue' },
      ],
      effect: cleanse,
    }),
  ],
});
