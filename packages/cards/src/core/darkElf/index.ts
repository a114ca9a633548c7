/** Core Set Dark Elf cards: one import per card file. */
import './01107-vile-sorceress.js';
import './01109-cauldron-of-blood.js';
import './01110-hate.js';
import './01106-disciple-of-khaine.js';
