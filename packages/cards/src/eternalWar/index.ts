/** Eternal War Cycle cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c10012 from './10012-magic-ward.js';
import c10101 from './10101-balthasar-gelt.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c10012, c10101];
export default cards;
