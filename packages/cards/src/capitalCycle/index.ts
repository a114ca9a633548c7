/** Capital Cycle cards: listed one by one (each with its test beside it). */
import type { CardBehaviour } from '../define.js';
import c08010 from './08010-screamers-of-tzeentch.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c08010];
export default cards;
