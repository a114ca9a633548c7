import { act, action, amountFn, anyCard, choice, custom, fromChain, gain, OPPONENT, rules, TARGET, unit, YOU, type Ctx, type GameState, type PlayerId } from '@invasion/engine/dsl';
import { defineCard } from '../define.js';

const EXTRA = 4;

/** The protected unit: the ability's target (slot 0: targets come first). */
function protectedUnit(ctx: Ctx): number {
  return ctx.use.picks[0]?.[0] ?? -1;
}

/**
 * Links of `p` still waiting on the chain that are actions targeting `unit`: an ability or a tactic
 * whose declared targets include it, or the play of an attachment onto it (FAQ: that play is an
 * action targeting the unit). Forced effects never wait on the chain.
 */
function waiting(state: GameState, p: PlayerId, unit: number): { card: number }[] {
  return state.chain.filter((l) => {
    if (l.cancelled || l.player !== p) return false;
    if (l.kind === 'play') return l.target === unit && (rules.printed(state, l.card)?.traits.includes('Attachment') ?? false);
    return l.kind === 'ability' && l.use !== null && rules.targetsOf(state, l.use).includes(unit);
  });
}

const playerOf = (ctx: Ctx, rel: 'you' | 'opponent'): PlayerId => (rel === 'you' ? ctx.player : rules.opponent(ctx.player));

/** The waiting actions of a player that he keeps by paying 4 each (as many as he can afford); passing lets them be cancelled. */
function keep(rel: 'you' | 'opponent') {
  return fromChain(anyCard({ where: (ctx, id) => waiting(ctx.state, playerOf(ctx, rel), protectedUnit(ctx)).some((l) => l.card === id) }), {
    by: rel === 'you' ? YOU : OPPONENT,
    min: 0,
    max: amountFn((ctx) => Math.floor(rules.availableResources(ctx.state, playerOf(ctx, rel)) / EXTRA)),
    label: `action of yours targeting the unit to keep by paying ${EXTRA} more (pass: the others are cancelled)`,
  });
}

/** The player pays 4 for each action he kept (his choice `keptBy`); each other waiting action of his is cancelled (all of it: FAQ). */
function settle(rel: 'you' | 'opponent', keptBy: string) {
  return (ctx: Ctx): boolean => {
    const p = playerOf(ctx, rel);
    const unit = protectedUnit(ctx);
    if (unit < 0) return false;
    const kept = new Set(rules.picked(ctx, keptBy));
    let toPay = 0;
    let any = false;
    for (const l of waiting(ctx.state, p, unit)) {
      any = true;
      if (kept.has(l.card)) {
        toPay += EXTRA;
        act.note(ctx, `P${p + 1} pays ${EXTRA} more to keep {0}`, l.card);
      } else {
        act.cancelLink(ctx, l.card);
        act.note(ctx, 'Iron Discipline cancels {0}', l.card);
      }
    }
    if (toPay > 0) act.pay(ctx, p, toPay);
    return any;
  };
}

export default defineCard(import.meta.url, '02045', {
  text: "Action: choose a target unit. Until the end of the turn, every other action targeting it (an attachment played onto it included) is cancelled unless its controller pays 4 more resources per action: actions already waiting on the chain are paid for now or cancelled, later ones pay as they are initiated. Forced effects are not taxed.",
  abilities: [
    action({
      target: unit(),
      effect: [
        gain(TARGET, { targetTax: { amount: EXTRA, by: 'others', of: 'actions' } }),
        choice('keptByOpponent', keep('opponent')),
        custom('the opponent pays 4 per waiting action kept; the others are cancelled', settle('opponent', 'keptByOpponent')),
        choice('keptByYou', keep('you')),
        custom('you pay 4 per waiting action kept; the others are cancelled', settle('you', 'keptByYou')),
      ],
    }),
  ],
});
