/** assaultOnUlthuan cards: one import per card file (each with its test beside it). */
import './03006-initiate-of-saphery.js';
import './03013-the-glittering-tower.js';
import './03019-asuryans-cleansing.js';
import './03021-high-elfs-disdain.js';
import './03023-walking-sacrifice.js';
import './03032-sack-tor-aendris.js';
import './03036-altar-of-khaine.js';
import './03046-gold-wizard-acolyte.js';
