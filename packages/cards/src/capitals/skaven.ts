/**
 * Skaven board: base power 2 in kingdom and quest (capitals.ts), and the first Skaven unit you play
 * into your battlefield each turn costs 1 less (a reduction: never below 0, nothing off a 0 cost).
 */
import { constant, unit, type AbilityDef } from '@invasion/engine/dsl';

export const skavenAbilities: readonly AbilityDef[] = [constant({ rules: { cost: { of: unit({ trait: 'Skaven', zone: 'battlefield' }), change: -1, first: 'turn' } } })];
