import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'conformance/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 120_000,
  },
});
