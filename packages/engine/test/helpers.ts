import { expect } from 'vitest';
import { addLastingEffect, log, nameOf, registerActionSource, runScenario, setAbilityResolver, type GameState, type ScenarioInput } from '../src/index.js';
import { registerFixtures, T_EXTRA } from './fixtures.js';

registerFixtures();

/** Runs a scenario and fails the test with its readable diff. */
export function expectScenario(s: ScenarioInput) {
  const r = runScenario(s);
  expect(r.failures, r.failures.join('\n')).toEqual([]);
  return r;
}

/** Two empty players with 10-card decks of Grunts, and overrides. */
export function board(p1: Partial<ScenarioInput['players'][0]> = {}, p2: Partial<ScenarioInput['players'][1]> = {}): ScenarioInput['players'] {
  const deck = Array.from({ length: 10 }, () => 'Grunt');
  return [
    { capital: 'orc', deck, ...p1 },
    { capital: 'dwarf', deck, ...p2 },
  ];
}

let tricksters = false;
/**
 * Test-only action: each faceup Trickster in play may be triggered once per turn by its controller in
 * any action window (decision `{ type: 'target', target: <Trickster id> }`). It adds an ability link
 * to the chain; when the link resolves the log says "Trickster#<id> resolves". This gives both
 * players real actions so action windows, responses and chains can be observed.
 * Registers into the engine's module-level registries, so call it only in test files that want it.
 */
export function enableTricksters(): void {
  if (tricksters) return;
  tricksters = true;
  const used = (state: GameState, id: number) => state.effects.some((e) => e.card === id && e.effect === 'test:trickster-used');
  registerActionSource({
    options(state, p, out) {
      for (const c of state.cards) {
        if (c.def !== T_EXTRA.trickster || c.controller !== p || c.dev || c.faceDown) continue;
        if (c.loc !== 'kingdom' && c.loc !== 'quest' && c.loc !== 'battlefield') continue;
        if (!used(state, c.id)) out.push({ type: 'target', target: c.id });
      }
    },
    take(state, p, d) {
      if (d.type !== 'target' || typeof d.target !== 'number' || state.cards[d.target]?.def !== T_EXTRA.trickster) return false;
      addLastingEffect(state, { effect: 'test:trickster-used', controller: p, source: d.target, card: d.target, amount: 0, until: 'turn' });
      state.chain.push({ kind: 'ability', player: p, card: d.target, zone: null, target: -1, x: 0, cancelled: false, use: null });
      if (state.log) log(state, `P${p + 1} triggers ${nameOf(state, d.target)}`);
      return true;
    },
  });
  setAbilityResolver((state, l) => {
    if (state.log) log(state, `${nameOf(state, l.card)} resolves`);
  });
}

/** Index of the first log line containing `text` (-1 when none). */
export function logIndex(state: GameState, text: string): number {
  return (state.log ?? []).findIndex((l) => l.includes(text));
}
