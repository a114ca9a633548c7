// Loaded with `node --import` before the real `invasion` command (test/scenario.test.ts): installs the
// whole card pool plus one test tactic, "Test Boom", whose effect throws — an engine error while a
// valid scenario file runs, which the command must report as such (exit 1), not as an invalid file.
import { register } from 'tsx/esm/api';

register();
const { useRuleset } = await import('@invasion/engine');
const { action, custom } = await import('@invasion/engine/dsl');
const { RULESET } = await import('@invasion/cards');
const boom = {
  id: 't9999',
  name: 'Test Boom',
  type: 'Tactic',
  race: 'Neutral',
  cost: 0,
  loyalty: 0,
  power: 0,
  hitPoints: 0,
  traits: [],
  unique: false,
  hero: false,
  keywords: {},
  entry: null,
  raceSymbols: [],
  implemented: true,
  abilities: [
    action({
      effect: custom('explode', () => {
        throw new Error('test explosion inside an effect');
      }),
    }),
  ],
};
useRuleset({ cards: [...RULESET.cards, boom], capitals: RULESET.capitals });
