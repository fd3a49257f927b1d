// Runs before every browser-journey file (vitest.e2e.config.ts setupFiles): each test's tabs are
// watched so a failure leaves its screenshots and console in test-results/e2e (failure-capture.ts).
import { beforeEach } from 'vitest';
import { captureFailuresOf } from './failure-capture';

beforeEach((context) => {
  captureFailuresOf(context);
});
