/** marchOfTheDamned cards: one import per card file (each with its test beside it). */
import './05007-rodriks-raiders.js';
import './05009-garden-of-morr.js';
import './05017-forest-goblins.js';
import './05018-troll-den.js';
import './05021-lord-of-change.js';
