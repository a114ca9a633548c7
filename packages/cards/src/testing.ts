/**
 * Test support for card tests (each card file has a `.test.ts` beside it): scenarios with the whole
 * card pool registered. Scenario format: docs/scenario-format.md.
 */
import { expect } from 'vitest';
import { runScenario, type ScenarioInput } from '@invasion/engine';
import './index.js';

export type Players = ScenarioInput['players'];
export type PlayerInput = Partial<Players[0]>;

/** Runs a scenario and fails the test with its readable diff. */
export function expectScenario(s: ScenarioInput) {
  const r = runScenario(s);
  expect(r.failures, r.failures.join('\n')).toEqual([]);
  return r;
}

/** Filler deck: 10 vanilla units (Mountain Brigade) so no one decks out. */
export const FILLER = Array.from({ length: 10 }, () => 'Mountain Brigade');

/** Player 1 on an Orc capital, player 2 on a Dwarf capital, each with a filler deck; overrides merged. */
export function board(p1: PlayerInput = {}, p2: PlayerInput = {}, capitals: [string, string] = ['orc', 'dwarf']): Players {
  return [
    { capital: capitals[0], deck: FILLER, ...p1 },
    { capital: capitals[1], deck: FILLER, ...p2 },
  ];
}

/**
 * The token clause the Morrslieb Cycle's quests share (`questTokenOnDevelopment()`): a development
 * played from hand with a unit questing on `quest` lets its triggered action add 1 token, once; with no
 * unit questing there it is not offered and nothing is added.
 */
export function expectQuestTokenOnDevelopment(quest: string): void {
  expectScenario({
    phase: 'capital',
    players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: quest, as: 'q' }, { card: 'Mountain Brigade', questing: '@q' }] } }),
    decisions: [
      { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
      { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      { type: 'use', card: '@q', ability: 'action' },
      { expect: { '@q.tokens': 1 } },
      { type: 'use', card: '@q', ability: 'action', illegal: '' },
    ],
    expect: { '@q.tokens': 1 },
  });
  expectScenario({
    phase: 'capital',
    players: board({ hand: ['Mountain Brigade', 'Mountain Brigade'], quest: { cards: [{ card: quest, as: 'q' }, 'Mountain Brigade'] } }),
    decisions: [
      { type: 'develop', card: 'Mountain Brigade', zone: 'kingdom' },
      { expect: { options: { exclude: [{ type: 'use', card: '@q', ability: 'action' }] } } },
    ],
    expect: { '@q.tokens': 0 },
  });
}
