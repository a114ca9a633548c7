/** Every card behaviour, set by set, in an explicit list (each set folder's index lists its card files). */
import type { CardBehaviour } from './define.js';
import core from './core/index.js';
import corruption from './corruption/index.js';
import assaultOnUlthuan from './assaultOnUlthuan/index.js';
import enemy from './enemy/index.js';
import marchOfTheDamned from './marchOfTheDamned/index.js';
import morrslieb from './morrslieb/index.js';
import legends from './legends/index.js';
import capitalCycle from './capitalCycle/index.js';
import eternalWar from './eternalWar/index.js';

export const BEHAVIOURS: readonly CardBehaviour[] = [...core, ...corruption, ...assaultOnUlthuan, ...enemy, ...marchOfTheDamned, ...morrslieb, ...legends, ...capitalCycle, ...eternalWar];
