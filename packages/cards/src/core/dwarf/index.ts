/** Core Set dwarf cards: one import per card file. */
import './01005-runesmith.js';
import './01002-zhufbar-engineers.js';
import './01004-troll-slayers.js';
import './01021-striking-the-grudge.js';
