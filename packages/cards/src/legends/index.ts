/** legends cards: one import per card file (each with its test beside it). */
import './07026-judgement-of-loec.js';
import './07030-kairos-fateweaver.js';
import './07031-bloodletter.js';
import './07036-malekith.js';
import './07038-thief-of-essence.js';
import './07040-monster-of-the-deep.js';
import './07045-track-the-prey.js';
import './07051-protective-spites.js';
