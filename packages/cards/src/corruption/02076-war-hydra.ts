import { forced, whenThisEntersPlay } from '@invasion/engine/dsl';
import { log, nameOf, queries, registerDamageInterceptor, type GameState } from '@invasion/engine';
import { defineCard } from '../define.js';

const WAR_HYDRA = '02076';

/**
 * Forced (errata): each point of damage about to be dealt to a faceup War Hydra costs it one of its
 * resource tokens instead, and its controller gains 1 resource per token so removed. Uncancellable
 * damage cannot be cancelled this way.
 */
function tokensSoakDamage(state: GameState, target: number, _p: number, _zone: unknown, amount: number, kind: { uncancellable: boolean }): number {
  if (target < 0 || kind.uncancellable) return 0;
  const c = state.cards[target]!;
  if (c.def !== WAR_HYDRA || !queries.isUnitInPlay(c) || c.tokens <= 0 || queries.isBlanked(state, target)) return 0;
  const n = Math.min(c.tokens, amount);
  c.tokens -= n;
  state.players[c.controller].resources += n;
  if (state.log) log(state, `${nameOf(state, target)} removes ${n} resource token(s) to cancel ${n} damage; P${c.controller + 1} adds ${n} resource(s)`);
  return n;
}
registerDamageInterceptor(tokensSoakDamage);

export default defineCard(import.meta.url, '02076', {
  text: 'Enters play carrying 5 resource tokens. Forced: for every point of damage assigned to it while it still has a token, one token comes off, that point is cancelled and its controller gains 1 resource.',
  abilities: [
    forced({
      ...whenThisEntersPlay,
      effect: (ctx) => {
        ctx.state.cards[ctx.self]!.tokens += 5;
      },
    }),
  ],
});
