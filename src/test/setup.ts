import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s instead of 1 s: screens load their parts lazily (dialogs, routes),
// and on two busy cores a dynamic import alone can take longer than a second. A screen that never
// shows still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
