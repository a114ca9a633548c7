/** Eternal War Cycle cards: one import per card file (each with its test beside it). */
import './10012-magic-ward.js';
import './10101-balthasar-gelt.js';
