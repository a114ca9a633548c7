/**
 * The ISMCTS bot (not offered as a level yet: docs/AI.md): with an iteration budget it is
 * reproducible and sees no hidden information (the same choice in a game its player cannot tell
 * from the real one); it finds a winning attack; its time budget holds.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_DECKS } from '@invasion/cards';
import { applyInPlace, buildScenario, createGame, determinize, eventsFor, optionsFor, viewFor, type GameState, type PlayerId } from '@invasion/engine';
import { chooseWith, inputFor, randomBot } from '../src/index.js';
import { assignmentPlans, declarationPlans, ismctsBot } from '../src/ismcts/ismctsBot.js';
import { greedyBot } from '../src/greedy/greedyBot.js';

// Decks long enough that no playout ends the game by an empty deck.
const DECK = Array<string>(40).fill('01001');
const fast = (seed: number) => ismctsBot(seed, { iterations: 24, playoutDecisions: 12, msPerDecision: 60_000 });

function position(game: number, at: number): GameState {
  const a = STARTER_DECKS[game % 4]!;
  const b = STARTER_DECKS[(game + 2) % 4]!;
  const state = createGame({ players: [{ capital: a.capital, deck: a.cards.slice() }, { capital: b.capital, deck: b.cards.slice() }], seed: 900 + game, log: true });
  const bots = [randomBot(game), randomBot(game + 1)];
  while (!state.result && (state.decisions < at || optionsFor(state, state.prompt!.player).length < 2)) applyInPlace(state, chooseWith(bots[state.prompt!.player]!, state));
  return state;
}

describe('ismcts bot', () => {
  it('with an iteration budget: the same choice from the same seed, and in a game its player cannot tell from the real one', () => {
    for (const [g, at] of [[1, 40], [2, 90], [3, 150], [4, 60]] as const) {
      const real = position(g, at);
      const p = real.prompt!.player as PlayerId;
      const alt = determinize(real, p, 4242);
      const altInput = { seat: p, view: viewFor(alt, p), options: optionsFor(alt, p), history: eventsFor(real, p).events, determinize: (s: number, o?: { forget?: boolean }) => determinize(alt, p, s, o) };
      const key = fast(g).choose(inputFor(real));
      expect(fast(g).choose(inputFor(real))).toBe(key);
      expect(fast(g).choose(altInput)).toBe(key);
    }
  });

  it('attacks the zone whose burn wins the game', () => {
    const s = buildScenario({
      phase: 'battlefield',
      players: [
        { capital: 'chaos', deck: DECK, battlefield: { cards: ['Chaos Knights', 'Savage Marauders'] } },
        { capital: 'orc', deck: DECK, quest: { burning: true }, kingdom: { damage: 4 }, battlefield: { cards: ['Black Orc Squad'] } },
      ],
    }).state;
    expect(fast(5).choose(inputFor(s))).toBe('attack:kingdom');
  });

  it('keeps to its time budget: the clock is read inside playouts', () => {
    for (const [g, at] of [[2, 90], [3, 150]] as const) {
      const real = position(g, at);
      const input = inputFor(real);
      void input.view;
      const t0 = performance.now();
      ismctsBot(1, { msPerDecision: 60 }).choose(input);
      // 60 ms, give or take the last iteration's tree walk and scoring (generous: the machine is shared).
      expect(performance.now() - t0).toBeLessThan(60 + 60);
    }
  });

  it('declares attackers as whole plans: the set that burns the last zone', () => {
    const s = buildScenario({
      phase: 'battlefield',
      players: [
        { capital: 'chaos', deck: DECK, battlefield: { cards: ['Chaos Knights', 'Savage Marauders'] } },
        { capital: 'orc', deck: DECK, quest: { burning: true }, kingdom: { damage: 5 }, battlefield: { cards: ['Black Orc Squad'] } },
      ],
    }).state;
    applyInPlace(s, chooseWith(fast(6), s)); // attack:kingdom
    expect(s.prompt?.kind).toBe('declareAttackers');
    const plans = declarationPlans(inputFor(s)).map((m) => m.key);
    const all = optionsFor(s, 0).filter((o) => o.decision.type === 'attacker').map((o) => o.key).sort();
    expect(plans).toContain('plan:');
    expect(plans).toContain(`plan:${all.join(',')}`);
    // Declared one unit at a time, the chosen plan is played to the end and burns the kingdom.
    while (s.prompt?.kind === 'declareAttackers') applyInPlace(s, chooseWith(fast(7), s));
    expect(s.combat?.attackers.length).toBeGreaterThan(0);
  });

  it('assigns combat damage as whole kill sets: two units greedy passes over for the one worth most it can kill', () => {
    // 4 damage against Longbeards (3 power, 4 hit points) and two Beasts of Chaos (3 power, 1 hit point each).
    const board = () =>
      buildScenario({
        phase: 'battlefield',
        players: [
          { capital: 'chaos', deck: DECK, battlefield: { cards: [{ card: 'Chaos Knights', as: 'k' }, { card: 'Servants of Khorne', as: 's' }] } },
          { capital: 'orc', deck: DECK, kingdom: { cards: [{ card: 'Longbeards', as: 'l' }, { card: 'Beast of Chaos', as: 'b1' }, { card: 'Beast of Chaos', as: 'b2' }] } },
        ],
        step: 'assignDamage',
        combat: { zone: 'kingdom', attackers: ['@k', '@s'], defenders: ['@l', '@b1', '@b2'] },
      }).state;
    const s = board();
    const input = inputFor(s);
    const ids = (name: string) => s.players[1].zones.kingdom.cards.filter((id) => s.cards[id]!.def === input.view.players[1].zones.kingdom.cards.find((c) => c.name === name)?.def);
    const [longbeards] = ids('Longbeards');
    const beasts = ids('Beast of Chaos');
    // The greedy policy kills the unit worth most alone; the plans are that set and the two Beasts.
    expect(greedyBot(1).choose(input)).toBe(`assign:${longbeards}:4`);
    const plans = assignmentPlans(input);
    expect(plans.map((m) => m.plan)).toEqual([[`assign:${longbeards}:4`], beasts.map((b) => `assign:${b}:1`)]);
    // The search kills both Beasts (six power off the board instead of three), assigning one step at a time.
    while (s.prompt?.kind === 'assignDamage' && s.prompt.player === 0) applyInPlace(s, chooseWith(fast(8), s));
    expect(beasts.map((b) => s.cards[b]!.assigned)).toEqual([1, 1]);
    expect(s.cards[longbeards!]!.assigned).toBe(2);
  });

  it('root parallelisation: trees grow from their own seeds and their roots are added up, in any order of growing', () => {
    const real = position(3, 150);
    const input = inputFor(real);
    const traced: { visits: number; done: number }[] = [];
    const trace = (root: { visits: number }[], done: number) => traced.push({ visits: root.reduce((n, r) => n + r.visits, 0), done });
    const key = ismctsBot(9, { iterations: 10, trees: 3, playoutDecisions: 12, trace }).choose(input);
    // Three trees of ten iterations: thirty iterations, each one visit of a root move.
    expect(traced).toEqual([{ visits: 30, done: 30 }]);
    // The parts, grown in reverse order (as threads might finish them) and combined in part order, give the same answer.
    const bot = ismctsBot(9, { iterations: 10, trees: 3, playoutDecisions: 12 });
    const split = bot.split!;
    expect(split.parts(input)).toBe(3);
    const parts = [2, 1, 0].map((i) => split.part(input, i, 3)).reverse();
    expect(split.combine(input, parts)).toBe(key);
    // Each tree is its own search (its own determinizations): the three roots are not copies of one another.
    const roots = parts.map((p) => JSON.stringify((p as { tree: { reward: number[] } }).tree.reward));
    expect(new Set(roots).size).toBeGreaterThan(1);
    // One tree is the bot as it was: the same tree 0 whatever the number of trees.
    expect((parts[0] as { tree: unknown }).tree).toEqual((ismctsBot(9, { iterations: 10, playoutDecisions: 12 }).split!.part(input, 0, 1) as { tree: unknown }).tree);
  });

  it('a bot that forgets searches on copies that re-sample what it saw of the opponent\'s hidden cards, and still answers', () => {
    const real = position(2, 90);
    const input = inputFor(real);
    const asked: (boolean | undefined)[] = [];
    const spy = { seat: input.seat, view: input.view, options: input.options, history: input.history, determinize: (seed: number, o?: { forget?: boolean }) => (asked.push(o?.forget), input.determinize(seed, o)) };
    const key = ismctsBot(4, { iterations: 8, playoutDecisions: 12, forget: true }).choose(spy);
    expect(input.options.map((o) => o.key)).toContain(key);
    // The root's moves come from a copy that remembers (they are the player's own options); every iteration's copy forgets.
    expect(asked.filter((f) => f === true).length).toBe(8);
  });
});
