/** Core Set orc cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01062 from './01062-urguck.js';
import c01066 from './01066-lobber-crew.js';
import c01075 from './01075-rip-dere-eads-off.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01062, c01066, c01075];
export default cards;
