/** Every card behaviour, set by set (each set folder's index lists its card files). */
import './core/index.js';
import './corruption/index.js';
import './assaultOnUlthuan/index.js';
import './enemy/index.js';
import './marchOfTheDamned/index.js';
import './morrslieb/index.js';
import './legends/index.js';
import './capitalCycle/index.js';
import './eternalWar/index.js';
