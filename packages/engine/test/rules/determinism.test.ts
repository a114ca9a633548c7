import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, cloneState, createGame, DecisionError, deserialize, hashState, legalOptions, serialize, type Decision, type GameState } from '../../src/index.js';
import { mixedDeck } from '../fixtures.js';
import '../helpers.js';

const setup = (seed: number) => ({ players: [{ capital: 'orc', deck: mixedDeck() }, { capital: 'dwarf', deck: mixedDeck() }] as [{ capital: string; deck: string[] }, { capital: string; deck: string[] }], seed, maxTurns: 30, log: true });

/** A deterministic chooser independent of the game's own PRNG. */
function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  return (options: Decision[]): Decision => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    // prefer not passing, so games have plays and combat
    const nonPass = options.filter((o) => o.type !== 'pass');
    const pool = nonPass.length > 0 && x % 4 !== 0 ? nonPass : options;
    return pool[(x >>> 8) % pool.length]!;
  };
}

/** Plays a game; returns the decisions made and the hash after each. */
function play(seed: number, onStep?: (state: GameState, i: number) => GameState) {
  let state = createGame(setup(seed));
  const pick = chooser(seed);
  const decisions: Decision[] = [];
  const hashes: string[] = [hashState(state)];
  for (let i = 0; i < 2000 && !state.result; i++) {
    if (onStep) state = onStep(state, i);
    const d = pick(legalOptions(state));
    decisions.push(d);
    state = apply(state, d);
    hashes.push(hashState(state));
  }
  return { state, decisions, hashes };
}

describe('determinism', () => {
  it('same seed and same decisions give the same state hash at every step', () => {
    for (const seed of [1, 2, 3]) {
      const a = play(seed);
      const b = play(seed);
      expect(a.state.result).not.toBeNull();
      expect(a.decisions.length).toBeGreaterThan(20);
      expect(b.hashes).toEqual(a.hashes);
      // replaying the recorded decisions reproduces it too
      let s = createGame(setup(seed));
      a.decisions.forEach((d, i) => {
        s = apply(s, d);
        expect(hashState(s)).toBe(a.hashes[i + 1]);
      });
    }
  });

  it('different seeds give different games', () => {
    expect(play(1).hashes[0]).not.toBe(play(2).hashes[0]);
  });

  it('serialize → deserialize at several prompts, then the same decisions, gives the same hashes and final state', () => {
    const seed = 4;
    const straight = play(seed);
    const cuts = new Set([0, 1, 2, 10, 37, 60, 99]);
    const resumed = play(seed, (state, i) => {
      if (!cuts.has(i)) return state;
      const text = serialize(state);
      const back = deserialize(text);
      expect(hashState(back)).toBe(hashState(state));
      expect(serialize(back)).toBe(text);
      return back;
    });
    expect(resumed.hashes).toEqual(straight.hashes);
    expect(serialize(resumed.state)).toBe(serialize(straight.state));
  });

  it('cloneState is a faithful deep copy (same JSON) at every step', () => {
    play(5, (state) => {
      expect(JSON.stringify(cloneState(state))).toBe(JSON.stringify(state));
      return state;
    });
  });

  it('apply() never mutates its input', () => {
    const seed = 6;
    let state = createGame(setup(seed));
    const pick = chooser(seed);
    for (let i = 0; i < 400 && !state.result; i++) {
      const before = serialize(state);
      const next = apply(state, pick(legalOptions(state)));
      expect(serialize(state)).toBe(before);
      state = next;
    }
  });

  it('an illegal decision throws a DecisionError with a message and leaves the state unchanged', () => {
    const state = createGame(setup(7));
    const before = serialize(state);
    const attempts: unknown[] = [
      { type: 'attack', zone: 'kingdom' },
      { type: 'play', card: 0, zone: 'kingdom' },
      { type: 'assign', target: 'kingdom', amount: 99 },
    ];
    for (const d of attempts) {
      expect(() => apply(state, d)).toThrow(DecisionError);
      expect(() => applyInPlace(state, d)).toThrow(/not a legal decision at the mulligan prompt/);
      expect(serialize(state)).toBe(before);
    }
    // at an action prompt the message explains the problem
    let s = apply(apply(state, { type: 'keep' }), { type: 'keep' });
    const p = s.prompt!.player;
    const handCard = s.players[p].hand[0]!;
    const oppCard = s.players[1 - p].hand[0]!;
    const h = serialize(s);
    expect(() => applyInPlace(s, { type: 'play', card: oppCard, zone: 'kingdom' })).toThrow(/not in your hand/);
    expect(() => applyInPlace(s, { type: 'develop', card: handCard, zone: 'nowhere' })).toThrow(DecisionError);
    expect(serialize(s)).toBe(h);
    s = deserialize(h);
    expect(s.prompt?.kind).toBe('action');
  });

  it('malformed decisions get clear errors', () => {
    const state = createGame(setup(8));
    const before = serialize(state);
    const cases: [unknown, RegExp][] = [
      [{}, /needs a "type"/],
      [{ type: 'nope' }, /unknown decision type "nope"; expected one of: pass,/],
      [{ type: 'keep', extra: 1 }, /decision 'keep' has an unexpected field "extra"/],
      [{ type: 'play', card: 1, zone: 'kingdom', foo: true }, /unexpected field "foo"/],
      [null, /must be an object/],
      ['keep', /must be an object/],
      [[{ type: 'keep' }], /must be an object/],
      [{ type: 7 }, /unknown decision type 7/],
    ];
    for (const [d, msg] of cases) {
      let err: unknown;
      try {
        applyInPlace(state, d);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(DecisionError);
      expect((err as Error).message).toMatch(msg);
      expect(serialize(state)).toBe(before);
    }
  });

  it('no decision is accepted once the game is over', () => {
    const { state } = play(9);
    expect(state.result).not.toBeNull();
    expect(legalOptions(state)).toEqual([]);
    expect(() => apply(state, { type: 'pass' })).toThrow(/the game is over/);
  });

  it('deserialize rejects what is not a saved game', () => {
    expect(() => deserialize('not json')).toThrow(/invalid JSON/);
    expect(() => deserialize('{"version":1}')).toThrow(/unsupported saved game version 1/);
    expect(() => deserialize('{"version":2,"rng":[]}')).toThrow(/'players' must be an array/);
    expect(() => deserialize('3')).toThrow(/not a saved game/);
  });
});
