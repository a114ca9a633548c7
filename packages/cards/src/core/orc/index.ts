/** Core Set orc cards: one import per card file. */
import './01069-choppa.js';
