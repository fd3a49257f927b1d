// Browser journeys (tests/e2e): run by `npm run test:e2e`, which builds the PWA, starts the real
// server and passes its address in E2E_BASE_URL. One file at a time: each drives a Chromium, and
// two cores can't run several browsers and the server without timing out.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    // Each failed journey leaves its screenshots and console in test-results/e2e (failure-capture.ts).
    setupFiles: ['tests/e2e/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
