/**
 * Where the built client is (`npm run build -w @invasion/web`, run by the root `prepare` on `npm ci`):
 * `invasion serve` serves this folder as static files. The server only receives the path, so it
 * knows nothing of the client.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const WEB_ROOT = fileURLToPath(new URL('./dist', import.meta.url));

/** Whether the client has been built (index.html present). */
export const webBuilt = (root: string = WEB_ROOT): boolean => existsSync(`${root}/index.html`);
