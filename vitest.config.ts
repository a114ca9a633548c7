import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'threads',
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'cards',
          include: ['packages/cards/src/**/*.test.ts'],
          // Card tests only read the one card pool each installs on import (packages/cards/src/index.ts):
          // sharing a worker's modules between them saves the import of the engine and the 1,000-card pool
          // per file, which was most of the suite's time. A test installing another ruleset restores it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'engine and apps',
          include: ['packages/*/test/**/*.test.ts', 'packages/web/src/**/*.test.ts', 'conformance/**/*.test.ts'],
        },
      },
    ],
  },
});
