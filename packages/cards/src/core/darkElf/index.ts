/** Core Set Dark Elf cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01106 from './01106-disciple-of-khaine.js';
import c01107 from './01107-vile-sorceress.js';
import c01109 from './01109-cauldron-of-blood.js';
import c01110 from './01110-hate.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01106, c01107, c01109, c01110];
export default cards;
