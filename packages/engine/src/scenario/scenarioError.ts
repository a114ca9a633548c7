/**
 * A scenario that cannot be set up: a malformed file, an unknown card or alias, or a board the rules
 * make impossible (validateBoard.ts). Anything else thrown while a scenario runs is an engine error.
 */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
}
