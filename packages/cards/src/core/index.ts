/** Every Core Set card behaviour (each race's folder lists its cards). */
import './dwarf/index.js';
import './empire/index.js';
import './highElf/index.js';
import './orc/index.js';
import './chaos/index.js';
import './darkElf/index.js';
import './neutral/index.js';
