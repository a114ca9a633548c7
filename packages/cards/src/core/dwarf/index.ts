/** Core Set dwarf cards: listed one by one. */
import type { CardBehaviour } from '../../define.js';
import c01007 from './01007-king-kazador.js';
import c01008 from './01008-dwarf-cannon-crew.js';

// Card files are added here as they move to the card language v2 (issue 9).
const cards: readonly CardBehaviour[] = [c01007, c01008];
export default cards;
