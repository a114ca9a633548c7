/** Core Set neutral cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01112 from './01112-contested-fortress.js';
import c01113 from './01113-contested-stronghold.js';
import c01114 from './01114-armoury.js';
import c01115 from './01115-forgotten-cemetery.js';
import c01116 from './01116-warpstone-excavation.js';
import c01117 from './01117-pilgrimage.js';
import c01118 from './01118-burn-it-down.js';
import c01119 from './01119-innovation.js';
import c01120 from './01120-infiltrate.js';
import c01121 from './01121-prepare-for-war.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01112, c01113, c01114, c01115, c01116, c01117, c01118, c01119, c01120, c01121];
export default cards;
