import { expect } from 'vitest';
import { runScenario, type ScenarioInput } from '../src/index.js';
import { registerFixtures } from './fixtures.js';

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
