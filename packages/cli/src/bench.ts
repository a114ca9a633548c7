/** Entry point for `npm run bench` (node --import tsx packages/cli/src/bench.ts [--json] [--games N]). */
import { runBench } from './commands/bench.js';
import { runCommand } from './util.js';

await runCommand(() => runBench(process.argv.slice(2)));
