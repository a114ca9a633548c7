// The bot thread's entry (pool.ts): the sources are TypeScript, so the thread registers tsx first
// (as bin/invasion.js does), then loads the task module.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./worker.ts');
export default run;
