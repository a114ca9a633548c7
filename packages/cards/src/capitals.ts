/**
 * The capital boards: the six race boards of the base game and the four neutral capitals of the
 * Hidden Kingdoms expansion. Descriptions are this project's own summaries.
 */
import type { CapitalBoard } from './catalogue-types.js';

const BASE_POWER = { kingdom: 3, quest: 1, battlefield: 0 } as const;
const ZONE_HIT_POINTS = 8;

function raceBoard(id: string, race: CapitalBoard['race'], affiliation: CapitalBoard['affiliation']): CapitalBoard {
  return {
    id,
    name: `${race} capital`,
    race,
    affiliation,
    hiddenKingdom: false,
    symbols: [race],
    basePower: { ...BASE_POWER },
    zoneHitPoints: ZONE_HIT_POINTS,
    description: 'No special effect.',
  };
}

function hiddenBoard(
  id: string,
  race: NonNullable<CapitalBoard['legendTrait']>,
  affiliation: CapitalBoard['affiliation'],
  description: string,
  basePower: CapitalBoard['basePower'] = { ...BASE_POWER },
): CapitalBoard {
  return {
    id,
    name: `${race} capital`,
    race,
    affiliation,
    hiddenKingdom: true,
    symbols: [race],
    basePower,
    zoneHitPoints: ZONE_HIT_POINTS,
    legendTrait: race,
    description,
  };
}

export const CAPITAL_BOARDS: CapitalBoard[] = [
  raceBoard('dwarf', 'Dwarf', 'Order'),
  raceBoard('empire', 'Empire', 'Order'),
  raceBoard('high-elf', 'High Elf', 'Order'),
  raceBoard('orc', 'Orc', 'Destruction'),
  raceBoard('chaos', 'Chaos', 'Destruction'),
  raceBoard('dark-elf', 'Dark Elf', 'Destruction'),
  hiddenBoard(
    'lizardmen',
    'Lizardmen',
    'Order',
    'Whenever an attack against you has been resolved, you deal 1 damage that cannot be cancelled to one unit that took part in it (attacker or defender).',
  ),
  hiddenBoard(
    'wood-elf',
    'Wood Elf',
    'Order',
    'Setup, once the first player is known: take the top card of your deck and put it facedown as a development in your kingdom; repeat for your battlefield, then for your quest zone.',
  ),
  // The printed board gives "2" for both the kingdom and the quest zone. We read that as the base
  // power of those two zones (2 instead of 3 and 1); the battlefield keeps 0.
  hiddenBoard(
    'skaven',
    'Skaven',
    'Destruction',
    'Kingdom and quest zones each have a base power of 2. Each turn, the first Skaven unit you play into your battlefield costs 1 less.',
    { kingdom: 2, quest: 2, battlefield: 0 },
  ),
  hiddenBoard(
    'undead',
    'Undead',
    'Destruction',
    'Setup, once the first player is known: put the top 5 cards of your deck into your discard pile.',
  ),
];

const BY_ID = new Map(CAPITAL_BOARDS.map((b) => [b.id, b]));

/** A board by id ('dwarf', 'high-elf', 'lizardmen', ...), case-insensitive; undefined if unknown. */
export function capitalById(id: string): CapitalBoard | undefined {
  return BY_ID.get(id.trim().toLowerCase());
}
