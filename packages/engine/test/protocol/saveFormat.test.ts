/**
 * Saved games: `serialize` writes the format version; `deserialize` accepts that version, fills the
 * defaults of fields added since (a card's `epoch`, the state's `revealed`), and refuses anything
 * else — another version, what is not an object, missing or mistyped fields, references to card
 * definitions, capital boards, lasting behaviours or abilities the ruleset does not have — with an
 * Error naming the problem, never a TypeError. A restored game continues exactly as the original,
 * also when the ruleset was installed in another order: the state refers to behaviour by stable
 * string ids (`{ def, ability }`), never by index.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RULESET, STARTER_DECKS } from '@invasion/cards';
import { chooseWith, randomBot } from '@invasion/ai';
import { applyInPlace, cloneState, createGame, deserialize, hashState, serialize, useRuleset, type Decision, type GameState } from '../../src/index.js';
import { SAVE_FORMAT_VERSION } from '../../src/state/serialize.js';

interface Played {
  /** States at every decision (copies), and the decision made there. */
  states: GameState[];
  decisions: Decision[];
  hashes: string[];
}

/** A random game with two starter decks, every state kept. */
function play(g: number): Played {
  const a = STARTER_DECKS[g % 4]!;
  const b = STARTER_DECKS[(g + 2) % 4]!;
  const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed: 777 + g, maxTurns: 40 });
  const bots = [randomBot(g + 31), randomBot(g + 32)] as const;
  const out: Played = { states: [], decisions: [], hashes: [] };
  while (!state.result) {
    out.states.push(cloneState(state));
    out.hashes.push(hashState(state));
    const d = chooseWith(bots[state.prompt!.player]!, state);
    out.decisions.push(d);
    applyInPlace(state, d);
  }
  out.states.push(cloneState(state));
  out.hashes.push(hashState(state));
  return out;
}

const GAMES = [0, 1, 2, 3, 4, 5].map(play);

/** The error `f` throws (fails when it throws none). */
function errorOf(f: () => unknown): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

/** deserialize refuses `text` with a plain Error whose message matches `re`. */
function refused(text: string, re: RegExp): void {
  const e = errorOf(() => deserialize(text));
  expect(e.constructor, e.message).toBe(Error);
  expect(e.message).toMatch(re);
  expect(e.message.length).toBeLessThan(700);
}

const edit = (state: GameState, f: (data: Record<string, any>) => void): string => {
  const data = JSON.parse(serialize(state));
  f(data);
  return JSON.stringify(data);
};

/** Every `{ def, ability }` reference in a state, with its path. */
function behaviourRefs(s: GameState): [string, { def: unknown; ability: unknown }][] {
  const out: [string, { def: unknown; ability: unknown }][] = [];
  s.stack.forEach((st, i) => {
    if (st.t === 'triggers') st.pending.forEach((p, j) => out.push([`stack[${i}].pending[${j}]`, p]));
    if (st.t === 'ability') out.push([`stack[${i}].use`, st.use]);
    if (st.t === 'replace') st.options.forEach((o, j) => out.push([`stack[${i}].options[${j}]`, o]));
  });
  s.chain.forEach((l, i) => l.use && out.push([`chain[${i}].use`, l.use]));
  s.queued.forEach((q, i) => out.push([`queued[${i}]`, q]));
  s.prompt?.effects.forEach((e, i) => out.push([`prompt.effects[${i}]`, e]));
  return out;
}

const allStates = GAMES.flatMap((g) => g.states);
const withRefs = allStates.filter((s) => behaviourRefs(s).length > 0);

describe('saved games carry their format version', () => {
  it('serialize writes the current format version, whatever the state object says', () => {
    const s = GAMES[0]!.states[5]!;
    expect(JSON.parse(serialize(s)).version).toBe(SAVE_FORMAT_VERSION);
    const odd = { ...cloneState(s), version: 1 } as unknown as GameState;
    expect(JSON.parse(serialize(odd)).version).toBe(SAVE_FORMAT_VERSION);
    expect(deserialize(serialize(odd)).version).toBe(SAVE_FORMAT_VERSION);
  });

  it('a newer, older or unknown version is refused, naming it', () => {
    const s = GAMES[0]!.states[3]!;
    refused(edit(s, (d) => (d.version = SAVE_FORMAT_VERSION + 1)), /unsupported saved game version 3: saved by a newer engine \(this engine reads version 2\)/);
    refused(edit(s, (d) => (d.version = 1)), /unsupported saved game version 1 \(this engine reads version 2\)/);
    refused(edit(s, (d) => (d.version = '2')), /unsupported saved game version "2"/);
    refused(edit(s, (d) => (d.version = 2.5)), /unsupported saved game version 2.5/);
    refused(edit(s, (d) => delete d.version), /not a saved game: it has no format 'version'/);
  });

  it('what is not a saved game is refused with an Error, never a TypeError', () => {
    refused('not json', /not a saved game: invalid JSON/);
    refused('', /invalid JSON/);
    for (const v of ['3', 'null', '"game"', 'true', '[]', '[{"version":2}]']) refused(v, /not a saved game: expected a JSON object, got/);
    refused('{}', /no format 'version'/);
    refused('{"version":2}', /'rng' must be an array of numbers, but it is missing; 'players' must be an array, but it is missing/);
    refused(`${'['.repeat(100_000)}${']'.repeat(100_000)}`, /not a saved game/);
    refused(JSON.stringify({ version: 2, players: 'x'.repeat(1 << 20) }), /'players' must be an array, got "x{40}…"/);
    expect(errorOf(() => deserialize(undefined as unknown as string)).message).toMatch(/expected JSON text, got nothing/);
    expect(errorOf(() => deserialize({ version: 2 } as unknown as string)).message).toMatch(/expected JSON text, got an object/);
  });

  it('a missing or mistyped field is named', () => {
    const s = allStates.find((x) => x.combat && x.prompt && x.stack.some((st) => st.t === 'window'))!;
    expect(s).toBeDefined();
    for (const key of Object.keys(s)) {
      if (key === 'version' || key === 'revealed' || key === 'known' || key === 'playedDefs' || key === 'secret') continue;
      refused(
        edit(s, (d) => delete d[key]),
        new RegExp(`'${key}' must be .*, but it is missing`),
      );
    }
    for (const key of Object.keys(s.cards[0]!)) {
      if (key === 'epoch' || key === 'k') continue;
      refused(
        edit(s, (d) => delete d.cards[7][key]),
        new RegExp(`'cards\\[7\\]\\.${key}' must be .*, but it is missing`),
      );
    }
    refused(edit(s, (d) => (d.players[1].hand = 'none')), /'players\[1\]\.hand' must be an array of integers, got "none"/);
    refused(edit(s, (d) => d.known.pop()), /'known' must hold one player bitmask \(0 to 3\) per card/);
    refused(edit(s, (d) => (d.known[3] = 4)), /'known' must hold one player bitmask/);
    refused(edit(s, (d) => d.players[0].deck.push(99_999)), /'players\[0\]\.deck' holds an id that is no card/);
    refused(edit(s, (d) => (d.players = [d.players[0]])), /'players' must list two players, got 1/);
    refused(edit(s, (d) => (d.cards[2].id = 3)), /'cards\[2\]\.id' must be 2/);
    refused(edit(s, (d) => (d.cards[2].loc = 'pocket')), /'cards\[2\]\.loc' must be one of deck, hand, .*, got "pocket"/);
    refused(edit(s, (d) => (d.stack[0] = { t: 'teleport' })), /'stack\[0\]\.t' must be one of setup, turn, .*, got "teleport"/);
    refused(edit(s, (d) => delete d.stack[d.stack.length - 1].priority), /'stack\[\d+\]\.priority' must be a player \(0 or 1\), but it is missing/);
    refused(edit(s, (d) => (d.combat.attackers = [null])), /'combat\.attackers' must be an array of integers, got an array/);
    refused(edit(s, (d) => (d.prompt.kind = '__proto__')), /'prompt\.kind' must be one of mulligan, .*, got "__proto__"/);
    refused(edit(s, (d) => (d.result = { kind: 'toString' })), /'result\.kind' must be one of win, draw, turnCap, got "toString"/);
    refused(edit(s, (d) => (d.cards = d.cards.map(() => null))), /'cards\[0\]' must be an object, got null;.*\(and \d+ more problems\)/);
  });

  it('a save refers to cards, boards, lasting effects and abilities by id: an unknown one is refused, naming it', () => {
    const s = withRefs[0]!;
    expect(s).toBeDefined();
    refused(
      edit(s, (d) => (d.cards[4].def = '99999')),
      /saved game refers to unknown card definition "99999" \(cards\[4\]\.def\)/,
    );
    refused(
      edit(s, (d) => (d.cards[4].def = '__proto__')),
      /unknown card definition "__proto__"/,
    );
    refused(
      edit(s, (d) => (d.playedDefs = ['77777'])),
      /saved game refers to unknown card definition "77777" \(playedDefs\[0\]\)/,
    );
    refused(
      edit(s, (d) => (d.players[0].capital = 'atlantis')),
      /unknown capital board "atlantis" \(players\[0\]\.capital\)/,
    );
    const [path] = behaviourRefs(s)[0]!;
    const at = (d: Record<string, any>) => path.split(/[.[\]]+/).filter(Boolean).reduce((o, k) => o[k], d);
    refused(
      edit(s, (d) => (at(d).ability = 'noSuchAbility')),
      new RegExp(`saved game refers to unknown ability "noSuchAbility" of .* \\(${path.replace(/[[\].]/g, '\\$&')}\\.ability\\)`),
    );
    refused(
      edit(s, (d) => (at(d).ability = 'constructor')),
      /unknown ability "constructor"/,
    );
    refused(
      edit(s, (d) => (at(d).def = '88888')),
      /unknown card definition "88888"/,
    );
    refused(
      edit(s, (d) => (at(d).def = 'capital:atlantis')),
      /unknown capital board "atlantis"/,
    );
    const e = allStates.find((x) => x.effects.length > 0)!;
    refused(
      edit(e, (d) => (d.effects[0].b = 'nope:gone')),
      /saved game refers to unknown lasting effect "nope:gone" \(effects\[0\]\.b\)/,
    );
    // Every reference in every state is a pair of strings, never an index.
    for (const st of allStates) for (const [p, r] of behaviourRefs(st)) expect([p, typeof r.def, typeof r.ability]).toEqual([p, 'string', 'string']);
    expect(withRefs.length).toBeGreaterThan(20);
  });

  it('any corruption of a save gives a clear Error or a game, never a TypeError or RangeError', () => {
    const saves = GAMES.map((g) => serialize(g.states[Math.floor(g.states.length / 2)]!));
    /** A path to a random place in the JSON tree. */
    const corruptAt = (data: unknown, steps: number[], value: unknown): void => {
      let o = data as Record<string, unknown>;
      for (let i = 0; i < steps.length; i++) {
        const keys = Object.keys(o);
        if (keys.length === 0) return;
        const k = keys[steps[i]! % keys.length]!;
        const next = o[k];
        if (i === steps.length - 1 || typeof next !== 'object' || next === null) {
          o[k] = value;
          return;
        }
        o = next as Record<string, unknown>;
      }
    };
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, -1, 1e300, 0.5, '__proto__', 'constructor', [], {}, [null], 'x'.repeat(5000)));
    let loaded = 0;
    fc.assert(
      fc.property(fc.nat(saves.length - 1), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), value, fc.boolean(), (si, steps, v, remove) => {
        const data = JSON.parse(saves[si]!);
        if (remove) corruptAt(data, steps, undefined);
        else corruptAt(data, steps, v);
        try {
          deserialize(JSON.stringify(data));
          loaded++;
        } catch (e) {
          expect((e as Error).constructor, (e as Error).message).toBe(Error);
          expect((e as Error).message).toMatch(/^(not a saved game|unsupported saved game version|saved game refers to)/);
          expect((e as Error).message.length).toBeLessThan(700);
        }
      }),
      { numRuns: 1500, seed: 5 },
    );
    // Many corruptions keep a well-formed game (a counter changed): those load.
    expect(loaded).toBeGreaterThan(50);
  });
});

describe('a restored game continues exactly as the original', () => {
  it('serialize → deserialize at many prompts of 6 games, then the same decisions: the same hash at every step', () => {
    let cuts = 0;
    const kinds = new Set<string>();
    for (const g of GAMES) {
      for (let i = 0; i < g.states.length; i += 7) {
        const text = serialize(g.states[i]!);
        const back = deserialize(text);
        expect(hashState(back)).toBe(g.hashes[i]);
        expect(serialize(back)).toBe(text);
        kinds.add(back.prompt?.kind ?? 'over');
        cuts++;
        // Continue 12 decisions (the last cut of a game: to its end).
        const until = i + 7 >= g.states.length ? g.decisions.length : Math.min(i + 12, g.decisions.length);
        for (let k = i; k < until; k++) {
          applyInPlace(back, g.decisions[k]!);
          expect(hashState(back), `game cut at ${i}, decision ${k}`).toBe(g.hashes[k + 1]);
        }
      }
    }
    expect(cuts).toBeGreaterThan(100);
    expect(kinds.size).toBeGreaterThanOrEqual(10);
  });

  it('an older save of the same format, without epochs, revealed cards, knowledge nor the cards played this turn, loads with their defaults and plays on', () => {
    const g = GAMES[2]!;
    let tried = 0;
    for (let i = 10; i < g.states.length - 10; i += 40) {
      const s = g.states[i]!;
      if (s.revealed.length > 0) continue;
      const old = edit(s, (d) => {
        delete d.revealed;
        delete d.known;
        for (const c of d.cards) delete c.epoch;
      });
      const back = deserialize(old);
      expect(back.version).toBe(SAVE_FORMAT_VERSION);
      expect(back.revealed).toEqual([]);
      expect(back.cards.every((c) => c.epoch === 0)).toBe(true);
      expect(back.known).toEqual(s.cards.map(() => 0));
      // Saved before the turn remembered what was played: nothing played yet this turn.
      expect(deserialize(edit(s, (d) => delete d.playedDefs)).playedDefs).toEqual([]);
      // Epochs only key the aliases hidden cards are shown under, knowledge only what players are shown: the game itself goes on the same.
      const original = cloneState(s);
      for (const c of original.cards) c.epoch = 0;
      // (cloneState writes the fields in their usual order: the defaults were added last.)
      const norm = (x: GameState) => {
        const c = cloneState(x);
        for (const card of c.cards) card.epoch = 0;
        c.known = [];
        return hashState(c);
      };
      expect(norm(back)).toBe(norm(original));
      for (let k = i; k < Math.min(i + 20, g.decisions.length); k++) {
        applyInPlace(back, g.decisions[k]!);
        applyInPlace(original, g.decisions[k]!);
        expect(norm(back)).toBe(norm(original));
      }
      tried++;
    }
    expect(tried).toBeGreaterThan(2);
  });

  describe('with the ruleset installed in another order', () => {
    afterAll(() => useRuleset(RULESET));

    it('saves refer to behaviour by id: restored under a reversed registry, games continue the same', () => {
      // Registry indexes (`k`) are this process's: compare states without them.
      const noK = (s: GameState) => JSON.stringify({ ...s, log: null }, (key, v) => (key === 'k' ? undefined : v));
      const cuts: { text: string; game: Played; at: number; expected: string[] }[] = [];
      for (const g of GAMES.slice(0, 4)) {
        for (const s of g.states.filter((x) => behaviourRefs(x).length > 0 || x.effects.length > 0).slice(0, 40)) {
          const at = g.states.indexOf(s);
          const replay = cloneState(s);
          const expected = [noK(replay)];
          for (let k = at; k < Math.min(at + 10, g.decisions.length); k++) {
            applyInPlace(replay, g.decisions[k]!);
            expected.push(noK(replay));
          }
          cuts.push({ text: serialize(s), game: g, at, expected });
        }
      }
      expect(cuts.length).toBeGreaterThan(60);
      useRuleset({ cards: [...RULESET.cards].reverse(), capitals: [...RULESET.capitals].reverse() });
      for (const { text, game, at, expected } of cuts) {
        const back = deserialize(text);
        expect(noK(back)).toBe(expected[0]);
        for (let k = at; k < Math.min(at + 10, game.decisions.length); k++) {
          applyInPlace(back, game.decisions[k]!);
          expect(noK(back), `decision ${k}`).toBe(expected[k - at + 1]);
        }
      }
    });
  });
});
