import { describe, expect, it } from 'vitest';
import { ALIAS_BASE, apply, buildScenario, createGame, legalOptions, toClientDecision, viewFor, viewIdOf, type ClientCard, type ClientView, type Decision, type GameState, type Viewer } from '../../src/index.js';
import { mixedDeck } from '../fixtures.js';
import { board } from '../helpers.js';

function allCardViews(v: ClientView): ClientCard[] {
  const out: ClientCard[] = [];
  for (const p of v.players) {
    for (const z of ['kingdom', 'quest', 'battlefield'] as const) out.push(...p.zones[z].cards);
    out.push(...p.discard, ...(p.hand ?? []));
    if (p.legend) out.push(p.legend);
    out.push(...p.legendAttachments);
  }
  for (const l of v.chain) out.push(l.card);
  return out;
}

/** Checks every hidden-information rule for one viewer. */
function checkView(state: GameState, viewer: Viewer): void {
  const v = viewFor(state, viewer);
  const text = JSON.stringify(v);
  expect(text).not.toMatch(/"rng"|"seed"|"deck"\s*:\s*\[/);
  for (const p of [0, 1] as const) {
    if (viewer === p) expect(v.players[p].hand?.map((c) => c.id)).toEqual(state.players[p].hand);
    else expect(v.players[p].hand).toBeNull();
    expect(v.players[p].handCount).toBe(state.players[p].hand.length);
    expect(v.players[p].deckCount).toBe(state.players[p].deck.length);
  }
  const seen = new Map<number, ClientCard>();
  for (const c of allCardViews(v)) seen.set(c.id, c);
  for (const c of state.cards) {
    const cv = seen.get(viewIdOf(state, c.id, viewer));
    if (c.loc === 'deck') {
      expect(cv, `deck card #${c.id} appears in the view`).toBeUndefined();
      continue;
    }
    if (c.loc === 'hand' && viewer !== c.owner) {
      expect(cv, `opponent's hand card #${c.id} appears in the view`).toBeUndefined();
      continue;
    }
    if (c.faceDown && viewer !== c.owner) {
      expect(cv, `facedown card #${c.id}`).toBeDefined();
      expect(cv!.def, `facedown card #${c.id} shows its def`).toBeUndefined();
      expect(cv!.name).toBeUndefined();
      expect(cv!.id, `facedown card #${c.id} is shown under its instance id`).toBeGreaterThanOrEqual(ALIAS_BASE);
      continue;
    }
    if (cv && (c.loc !== 'hand' || viewer === c.owner)) expect(cv.def).toBe(c.def);
  }
  // options only for the player who decides
  if (state.prompt && state.prompt.player === viewer) expect(v.options.map((o) => o.decision)).toEqual(legalOptions(state).map((d) => toClientDecision(state, d, viewer)));
  else expect(v.options).toEqual([]);
}

function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  return (options: Decision[]): Decision => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const nonPass = options.filter((o) => o.type !== 'pass');
    const pool = nonPass.length > 0 && x % 4 !== 0 ? nonPass : options;
    return pool[(x >>> 8) % pool.length]!;
  };
}

describe('views (hidden information)', () => {
  it('at every prompt of random games: no opponent hand, no opponent facedown card, no deck card, no PRNG', () => {
    for (const seed of [11, 12]) {
      let state = createGame({ players: [{ capital: 'orc', deck: mixedDeck() }, { capital: 'dwarf', deck: mixedDeck() }], seed, maxTurns: 24, log: true });
      const pick = chooser(seed);
      let facedownSeen = 0;
      for (let i = 0; i < 1500 && !state.result; i++) {
        for (const viewer of [0, 1, 'spectator'] as const) checkView(state, viewer);
        if (state.cards.some((c) => c.faceDown)) facedownSeen++;
        state = apply(state, pick(legalOptions(state)));
      }
      expect(facedownSeen).toBeGreaterThan(0);
    }
  });

  it('a spectator sees neither hand and no development', () => {
    const { state } = buildScenario({
      players: board({ hand: ['Brute', 'Wall'], kingdom: { developments: ['Terror'] } }, { hand: ['Savage'], quest: { developments: ['Scout'] } }),
    });
    const v = viewFor(state, 'spectator');
    expect(v.players[0].hand).toBeNull();
    expect(v.players[1].hand).toBeNull();
    expect(v.players[0].handCount).toBe(2);
    expect(v.options).toEqual([]);
    const text = JSON.stringify(v);
    for (const hidden of ['Brute', 'Wall', 'Terror', 'Savage', 'Scout', 't0002', 't0016', 't0009', 't0007', 't0006']) expect(text).not.toContain(hidden);
    checkView(state, 'spectator');
  });

  it('nothing in a player\'s view (log included) names the opponent\'s hand, developments or either deck', () => {
    const { state, aliases } = buildScenario({
      players: board(
        { hand: [{ card: 'Brute', as: 'b' }, 'Shieldbearer'], deck: Array.from({ length: 5 }, () => 'Terror') },
        { hand: ['Savage'], deck: Array.from({ length: 5 }, () => 'Scout'), quest: { developments: ['Raider'] } },
      ),
    });
    // P1 plays the Brute facedown as a development
    const s = apply(state, { type: 'develop', card: aliases.get('b')!, zone: 'kingdom' });
    expect(s.cards[aliases.get('b')!]!.loc).toBe('kingdom');
    const p2 = JSON.stringify(viewFor(s, 1));
    for (const hidden of ['Brute', 'Shieldbearer', 'Terror', 't0002', 't0003', 't0009']) expect(p2).not.toContain(hidden);
    expect(p2).toContain('Savage'); // his own hand
    expect(p2).toContain('Raider'); // his own development
    const p1 = JSON.stringify(viewFor(s, 0));
    for (const hidden of ['Savage', 'Scout', 'Raider', 't0007', 't0006', 't0005']) expect(p1).not.toContain(hidden);
    expect(p1).toContain('Brute');
    for (const viewer of [0, 1, 'spectator'] as const) checkView(s, viewer);
  });
});
