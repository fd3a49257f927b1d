// Two test projects: the PWA (jsdom, fake IndexedDB, msw) and the API server (node, PGlite).
// Browser journeys live in tests/e2e and run with `npm run test:e2e`, not here.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Each server file migrates its own database (1-2 s); two workers fit the two cores. Set once
    // here: vitest refuses to run projects together whose worker limits differ.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        // Office files used as test fixtures are imported as assets (`?inline`: a base64 data URL).
        assetsInclude: ['**/*.xlsx', '**/*.docx'],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'sw/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
          // Component tests render whole screens in jsdom; next to the server project on two cores
          // a heavy one takes several seconds. A hang still fails, just later.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
