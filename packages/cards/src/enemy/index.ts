/** enemy cards: one import per card file (each with its test beside it). */
import './04022-runesmith-apprentice.js';
import './04024-grudgebearer.js';
import './04025-wilhelm-of-the-osterknacht.js';
import './04043-black-knights-of-morr.js';
import './04057-seeking-new-slaves.js';
import './04081-duregan-thorgrimson.js';
import './04097-offering-to-hekarti.js';
import './04117-soul-stealer.js';
import './04119-advanced-engineering.js';
