/**
 * The card language: everything a card file needs, and nothing else of the engine. Card files
 * import only this module ('@invasion/engine/dsl'): builders of values (lang/build.ts), the value
 * types (lang/types.ts), and the state types a named escape function reads.
 */
export * from './lang/build.js';
export { rules, act } from './lang/escape.js';
export type * from './lang/types.js';
export type { CardState, GameState, PlayerId, ZoneName, Duration, Phase } from './types.js';
export { ZONES } from './types.js';
