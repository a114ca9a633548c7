/** Every Core Set card behaviour, race by race. */
import dwarf from './dwarf/index.js';
import empire from './empire/index.js';
import highElf from './highElf/index.js';
import orc from './orc/index.js';
import chaos from './chaos/index.js';
import darkElf from './darkElf/index.js';
import neutral from './neutral/index.js';

export default [...dwarf, ...empire, ...highElf, ...orc, ...chaos, ...darkElf, ...neutral];
