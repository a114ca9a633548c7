#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx, so `npx invasion` needs no build step.
import { setFlagsFromString } from 'node:v8';
import { register } from 'tsx/esm/api';
// Simulations allocate many short-lived states: a larger young generation makes them much cheaper.
setFlagsFromString('--max-semi-space-size=64');
register();
await import('../src/main.ts');
