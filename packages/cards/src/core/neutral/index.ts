/** Core Set neutral cards: one import per card file. */
import './01113-contested-stronghold.js';
import './01114-armoury.js';
import './01115-forgotten-cemetery.js';
import './01116-warpstone-excavation.js';
import './01117-pilgrimage.js';
import './01118-burn-it-down.js';
import './01119-innovation.js';
import './01120-infiltrate.js';
import './01121-prepare-for-war.js';
import './01112-contested-fortress.js';
