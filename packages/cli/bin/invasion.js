#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx, so `npx invasion` needs no build step.
import { register } from 'tsx/esm/api';
register();
await import('../src/main.ts');
