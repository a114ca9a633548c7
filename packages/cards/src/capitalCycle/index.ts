/** Capital Cycle cards: one import per card file (each with its test beside it). */
import './08010-screamers-of-tzeentch.js';
