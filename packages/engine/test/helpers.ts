import { expect } from 'vitest';
import { runScenario, type CardDef, type GameState, type ScenarioInput, logLines } from '../src/index.js';
import { addEffect } from '../src/primitives/lasting.js';
import { registerFixtures } from './fixtures.js';

export { registerFixtures };

/** A plain 1-cost 1/2 Orc unit card for a test's own cards. */
export function testUnit(id: string, name: string, extra: Partial<CardDef> = {}): CardDef {
  return { id, name, type: 'Unit', race: 'Orc', cost: 1, loyalty: 0, power: 1, hitPoints: 2, traits: [], unique: false, hero: false, keywords: {}, entry: null, raceSymbols: ['Orc'], implemented: true, ...extra };
}

/** Blanks a card's text until the end of the turn (as Magic Ward would). */
export function blankText(state: GameState, id: number): void {
  addEffect(state, 'modify', { source: -1, controller: state.cards[id]!.controller, card: id, until: 'turn', data: { blank: 1 } });
}

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

/** Tricksters have a test Action ('trick', once per turn) that gives both players something to do in any window. */
export function enableTricksters(): void {}

/** A decision using a Trickster's test action. */
export function trick(alias: string, player?: 1 | 2) {
  return { type: 'use', card: alias, ability: 'trick', ...(player ? { player } : {}) } as const;
}

/** Index of the first log line containing `text` (-1 when none). */
export function logIndex(state: GameState, text: string): number {
  return logLines(state).findIndex((l) => l.includes(text));
}
