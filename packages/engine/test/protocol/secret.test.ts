/**
 * A game's secret key. A server creates each game with 128 secret bits (`setup.secret`): they key the
 * aliases of hidden cards and, with the seed, the PRNG. A player who tries every 32-bit seed against
 * what he sees (his opening hand, the aliases of his opponent's hand) finds nothing, since neither
 * the deal nor the aliases follow from the seed alone. Without a secret (tests, local games) the
 * seed alone deals and keys the game, as before.
 */
import { describe, expect, it } from 'vitest';
import { RULESET, STARTER_DECKS } from '@invasion/cards';
import { chooseWith, randomBot } from '@invasion/ai';
import { ALIAS_BASE, applyInPlace, createGame, deserialize, hashState, serialize, SetupError, useRuleset, viewIdOf, type GameState } from '../../src/index.js';
import { secretFromSeed, seedRng } from '../../src/rng.js';

useRuleset(RULESET);

const SECRET = '0123456789abcdef00112233445566ff';

function setup(seed: number, secret?: string) {
  const [a, b] = [STARTER_DECKS[0]!, STARTER_DECKS[1]!];
  return { players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }] as [{ capital: string; deck: string[] }, { capital: string; deck: string[] }], seed, ...(secret ? { secret } : {}) };
}

/** Play `n` random decisions (bots seeded independently of the game). */
function playSome(state: GameState, n: number): GameState {
  const bots = [randomBot(5), randomBot(6)] as const;
  for (let i = 0; i < n && !state.result; i++) applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
  return state;
}

/** The ids player 1 would know his opponent's hand cards by (aliases: the view and events use these). */
const opponentHandIds = (s: GameState) => s.players[1].hand.map((id) => viewIdOf(s, id, 0));

describe('a game created with a secret', () => {
  it('deals from the secret and the seed: not as the seed alone deals, and the same again for the same secret', () => {
    const plain = createGame(setup(42));
    const keyed = createGame(setup(42, SECRET));
    const again = createGame(setup(42, SECRET));
    expect(keyed.rng).not.toEqual(seedRng(42));
    expect(keyed.rng).toEqual(again.rng);
    playSome(keyed, 40);
    playSome(again, 40);
    playSome(plain, 40);
    expect(hashState(keyed)).toBe(hashState(again));
    expect(keyed.players.map((p) => p.deck)).not.toEqual(plain.players.map((p) => p.deck));
  });

  it('shows hidden cards under aliases a player cannot recompute from the seed', () => {
    const keyed = playSome(createGame(setup(42, SECRET)), 3);
    const plainKey = { ...keyed, secret: secretFromSeed(42) };
    const ids = opponentHandIds(keyed);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id >= ALIAS_BASE)).toBe(true);
    // The same game keyed by its seed alone would show other aliases: the seed does not give them away.
    expect(opponentHandIds(plainKey).some((id) => ids.includes(id))).toBe(false);
    // A second secret gives other aliases for the same cards.
    const other = { ...keyed, secret: [1, 2, 3, 4] };
    expect(opponentHandIds(other).some((id) => ids.includes(id))).toBe(false);
  });

  it('keeps its key through a save and a restore, and the game continues alike', () => {
    const s = playSome(createGame(setup(7, SECRET)), 10);
    const back = deserialize(serialize(s));
    expect(back.secret).toEqual(s.secret);
    expect(opponentHandIds(back)).toEqual(opponentHandIds(s));
    expect(hashState(playSome(back, 30))).toBe(hashState(playSome(s, 30)));
  });

  it('refuses a secret that is not 128 bits of lowercase hex, naming the problem', () => {
    for (const bad of ['', 'abc', SECRET.toUpperCase(), `${SECRET}0`, SECRET.replace('f', 'g'), 12345])
      expect(() => createGame({ ...setup(1), secret: bad as string })).toThrow(SetupError);
    expect(() => createGame({ ...setup(1), secret: 'abc' })).toThrow(/setup\.secret must be 32 lowercase hexadecimal digits/);
  });
});

describe('saved games and the key', () => {
  it('a save from before games had a key loads with the key of its seed, so its aliases are unchanged', () => {
    const s = playSome(createGame(setup(9)), 5);
    const old = JSON.parse(serialize(s)) as Record<string, unknown>;
    delete old.secret;
    const back = deserialize(JSON.stringify(old));
    expect(back.secret).toEqual(secretFromSeed(9));
    expect(opponentHandIds(back)).toEqual(opponentHandIds(s));
  });

  it('a key that is not four 32-bit words is refused', () => {
    const s = createGame(setup(9));
    for (const bad of [[1, 2, 3], [1, 2, 3, 2 ** 32], [1, 2, 3, -1], 'x']) {
      const data = JSON.parse(serialize(s)) as Record<string, unknown>;
      data.secret = bad;
      expect(() => deserialize(JSON.stringify(data))).toThrow(/secret/);
    }
  });
});
