/** Core Set empire cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01034 from './01034-warrior-priests.js';
import c01039 from './01039-church-of-sigmar.js';
import c01045 from './01045-twin-tailed-comet.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01034, c01039, c01045];
export default cards;
