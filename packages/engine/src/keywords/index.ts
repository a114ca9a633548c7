/** Registers every keyword's triggered effects. Toughness lives in rules/damage.ts (cancellation),
 * Ambush in combat/ambush.ts, Limited and zone-only entry in play/playCard.ts. */
import './counterstrike.js';
import './savage.js';
import './raiderAndScout.js';
import './feared.js';
import './necromancy.js';
