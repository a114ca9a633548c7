/** Core Set chaos cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01092 from './01092-bloodthirster.js';
import c01096 from './01096-warpstone-meteor.js';
import c01105 from './01105-slaaneshs-domination.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01092, c01096, c01105];
export default cards;
