import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // PGlite is single-threaded WASM: a few files at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
