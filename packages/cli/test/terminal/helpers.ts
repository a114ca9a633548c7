/** Games for the terminal's tests: a session from two starter decks, played by protocol bots. */
import { starterDeck } from '@invasion/cards';
import type { GameSetup } from '@invasion/engine';
import { randomProtocolBot } from '../../src/terminal/bot.js';
import { GameSession } from '../../src/terminal/session.js';

export function setupOf(seed: number, a = 'dwarf', b = 'orc'): GameSetup {
  const d1 = starterDeck(a)!;
  const d2 = starterDeck(b)!;
  return { players: [{ capital: d1.capital, deck: d1.cards.slice() }, { capital: d2.capital, deck: d2.cards.slice() }], seed, log: true };
}

/** Both seats played by seeded protocol bots, for `n` decisions or to the end. */
export function playBots(session: GameSession, n = Infinity, seeds: [number, number] = [1, 2]): GameSession {
  const bots = [randomProtocolBot(seeds[0]), randomProtocolBot(seeds[1])];
  for (let i = 0; i < n && !session.result; i++) {
    const seat = session.promptSeat!;
    const input = session.botInput(seat);
    const key = bots[seat]!.choose(input);
    session.act(seat, key, input.view.stateId);
  }
  return session;
}
