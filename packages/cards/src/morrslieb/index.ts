/** morrslieb cards: one import per card file (each with its test beside it). */
import './06004-river-troll.js';
import './06011-eataine-harbour.js';
import './06018-tree-kin.js';
import './06026-bash-em.js';
import './06034-plague-bomb.js';
import './06039-spellsinger.js';
import './06045-orc-shaman.js';
import './06049-voice-of-command.js';
import './06053-sorcerer-of-tzeentch.js';
