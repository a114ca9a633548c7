/** @invasion/server — the online game server (docs/deploy.md). */
export { startServer, type RunningServer } from './server.js';
export { DEFAULT_OPTIONS, withDefaults, type ServerOptions } from './config.js';
export { parseServeArgs, SERVE_USAGE } from './args.js';
export type { Storage } from './storage/types.js';
