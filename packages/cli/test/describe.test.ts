import { describe, expect, it } from 'vitest';
import '@invasion/cards';
import { STARTER_DECKS } from '@invasion/cards';
import { randomBot } from '@invasion/ai';
import { applyInPlace, cloneState, createGame, legalOptions, viewFor, type Decision, type DecisionType, type GameState, type PromptKind } from '@invasion/engine';
import { describeOption, describePrompt } from '../src/describe.js';
import { renderBoard } from '../src/board.js';
import { setupFor } from '../src/games.js';

interface Sample {
  state: GameState;
  decision: Decision;
}

/** The first state/decision pair of each decision type and the first state of each prompt kind, from random games. */
function collect(games: number) {
  const byType = new Map<DecisionType, Sample>();
  const byPrompt = new Map<PromptKind, GameState>();
  const midGame: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const [a, b] = [STARTER_DECKS[g % 4]!, STARTER_DECKS[(g + 1) % 4]!];
    const state = createGame({ ...setupFor(a, b, 100 + g), log: true });
    const bot = randomBot(g);
    while (!state.result) {
      const options = legalOptions(state);
      if (!byPrompt.has(state.prompt!.kind)) byPrompt.set(state.prompt!.kind, cloneState(state));
      for (const d of options) if (!byType.has(d.type)) byType.set(d.type, { state: cloneState(state), decision: d });
      if (state.turn === 8 && midGame.length < games) midGame.push(cloneState(state));
      applyInPlace(state, bot.choose(state, options));
    }
  }
  return { byType, byPrompt, midGame };
}

const { byType, byPrompt, midGame } = collect(20);

/** A state at some prompt, with the prompt replaced (for decision types the starter decks never ask). */
function withPrompt(kind: PromptKind, effects: GameState['queued'] = []): GameState {
  const s = cloneState(midGame[0]!);
  s.prompt = { player: 0, kind, amount: 0, effects };
  return s;
}

function unitOf(state: GameState, p: 0 | 1): number {
  const c = state.cards.find((c) => c.controller === p && !c.dev && (c.loc === 'kingdom' || c.loc === 'battlefield' || c.loc === 'quest'));
  if (!c) throw new Error('no card in play');
  return c.id;
}

describe('describeOption', () => {
  // A sample of every decision type: the Record type makes this fail to compile if a type is added.
  const expected: Record<DecisionType, RegExp> = {
    pass: /^Pass/,
    keep: /^Keep/,
    mulligan: /^Mulligan/,
    play: /^Play .+ \(#\d+\) into (kingdom|quest|battlefield).* — cost \d+$/,
    use: /^Use the action of .+ \(#\d+\)/,
    develop: /^Develop .+ \(#\d+\) facedown in your (kingdom|quest|battlefield)/,
    restore: /^Restore .+ \(#\d+\)/,
    attack: /^Attack (kingdom|quest|battlefield)/,
    attacker: /^Declare .+ \(#\d+\) as attacker/,
    defender: /^Declare .+ \(#\d+\) as defender/,
    ambush: /^Ambush with .+ \(#\d+\) — cost \d+$/,
    assign: /^Assign \d+ damage to /,
    resolve: /^Resolve first: /,
    target: /^Target /,
    number: /^Choose \d+$/,
    mode: /^Choose option \d+$/,
  };

  it.each(Object.keys(expected) as DecisionType[])('describes %s decisions', (type) => {
    let sample = byType.get(type);
    if (!sample) {
      // Not reached by the starter decks (yet): build the prompt by hand.
      const s = midGame[0]!;
      const unit = unitOf(s, 0);
      const effect = { def: 'rules', ability: 'counterstrike', kind: 'constant' as const, controller: 0 as const, source: unit, ev: { kind: 4, card: unit, player: 0 as const, amount: 1, zone: null, combat: false }, lasting: -1 };
      const made: Partial<Record<DecisionType, Sample>> = {
        restore: { state: withPrompt('restore'), decision: { type: 'restore', card: unit } },
        ambush: { state: withPrompt('ambush'), decision: { type: 'ambush', card: unit } },
        resolve: { state: withPrompt('orderEffects', [effect, effect]), decision: { type: 'resolve', index: 1 } },
        target: { state: withPrompt('choose'), decision: { type: 'target', target: unitOf(s, 1) } },
        use: { state: withPrompt('action'), decision: { type: 'use', card: unit, ability: 'action' } },
        number: { state: withPrompt('choose'), decision: { type: 'number', value: 2 } },
        mode: { state: withPrompt('choose'), decision: { type: 'mode', index: 0 } },
      };
      sample = made[type];
    }
    expect(sample, `no sample for ${type}`).toBeDefined();
    const text = describeOption(sample!.state, sample!.decision);
    expect(text).toMatch(expected[type]);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it('names the capital zone for damage and targets on zones', () => {
    const s = withPrompt('choose');
    expect(describeOption(s, { type: 'target', target: 'quest', player: 1 })).toBe("Target the opponent's quest");
    expect(describeOption(s, { type: 'target', target: 'kingdom', player: 0 })).toBe('Target your kingdom');
    const ind = withPrompt('assignIndirect');
    expect(describeOption(ind, { type: 'assign', target: 'battlefield', amount: 2 })).toBe('Assign 2 damage to your battlefield');
  });

  it('describes every option of many real prompts without throwing', () => {
    for (const s of [...byPrompt.values(), ...midGame]) {
      for (const d of legalOptions(s)) expect(describeOption(s, d).length).toBeGreaterThan(3);
    }
  });
});

describe('describePrompt', () => {
  it('explains each prompt kind seen in play', () => {
    expect(byPrompt.size).toBeGreaterThanOrEqual(6);
    for (const [kind, s] of byPrompt) {
      const text = describePrompt(s);
      expect(text, kind).toMatch(/\w{3}/);
      expect(text).not.toMatch(/undefined|NaN/);
    }
  });

  it('explains prompts the starter decks do not reach', () => {
    for (const kind of ['orderEffects', 'assignIndirect', 'restore', 'ambush', 'pay', 'replace'] as const) {
      expect(describePrompt(withPrompt(kind))).toMatch(/\w{3}/);
    }
  });
});

describe('renderBoard', () => {
  it('shows both capitals and never names the opponent’s hidden cards', () => {
    for (const s of midGame) {
      const text = renderBoard(viewFor(s, 0));
      expect(text).toContain('P1 (you)');
      expect(text).toContain('P2 (opponent)');
      const hidden = s.cards.filter((c) => c.owner === 1 && (c.loc === 'hand' || c.loc === 'deck' || c.faceDown));
      for (const c of hidden) expect(text).not.toMatch(new RegExp(`#${c.id}\\b`));
      for (const id of s.players[0].hand) expect(text).toMatch(new RegExp(`#${id}\\b`));
    }
  });
});
