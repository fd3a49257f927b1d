// Lint: the house rules plus the architecture of ARCHITECTURE.md written down as rules, each with a
// message that says why. `npm run lint` runs with --max-warnings 0. Type-aware rules stay off: on two
// cores a full type-checked lint costs more than `npm run typecheck` already covers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import restrictedPaths from './eslint-rules/restricted-paths.js';

const root = path.dirname(fileURLToPath(import.meta.url));

// One zone per feature, read from disk so a new feature is fenced off the day it is created.
const features = fs.existsSync(path.join(root, 'src/features'))
  ? fs
      .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const TESTS = ['**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**', 'tests/**'];

const architectureZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature must not import another feature: features stay independent so each can change (and load lazily) on its own. Compose screens that span features in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message:
      'Features sit below src/app (app -> features -> shared): src/app composes features, never the other way round.',
  },
  {
    target: ['./src/offline', './src/api', './src/ui', './src/lib', './src/i18n'],
    from: ['./src/features', './src/app'],
    message:
      'Shared layers (offline, api, ui, lib, i18n) must not depend on features or the app: the dependency direction is app -> features -> shared -> contract.',
  },
  {
    target: './contract',
    from: ['./src', './server', './sw', './tests', './scripts'],
    message:
      'contract/ is what client and server agree on; it depends on nothing but zod (and libphonenumber-js for phone numbers), so both sides can import it.',
  },
  {
    target: './server',
    from: ['./src', './sw'],
    message: 'The server never imports the PWA: they share only contract/.',
  },
  {
    target: ['./src', './sw'],
    from: './server',
    message:
      'The PWA never imports server code (it would ship server code and secrets to the browser); share types through contract/.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dev-dist/**',
      'dist-server/**',
      'node_modules/**',
      'coverage/**',
      'public/**',
      'data/**',
      'bench-results.json',
      // Real SCORM packages, kept byte for byte as published (tests/fixtures/real/scorm/README.md).
      'tests/fixtures/real/scorm/*/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { groundwork: { rules: { 'restricted-paths': restrictedPaths } } },
    rules: {
      'groundwork/restricted-paths': ['error', { basePath: root, zones: architectureZones }],
      'no-duplicate-imports': ['error', { includeExports: false, allowSeparateTypeImports: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },

  // Environments.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },

  // React: the hooks rules (including the React Compiler checks of react-hooks 7).
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // contract/ imports only zod, and libphonenumber-js for phone.ts (both plain JS that runs
  // anywhere; its tests may import their runner).
  {
    files: ['contract/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|libphonenumber-js/min$|\\.)',
              message:
                'contract/ imports only zod (and libphonenumber-js/min for phone numbers): it is loaded by the browser, the service worker and the server alike.',
            },
          ],
        },
      ],
    },
  },

  // Only server/env.ts reads process.env; the PWA has no process at all.
  {
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['server/env.ts', ...TESTS],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Only server/env.ts reads process.env: configuration is validated once at start and passed on typed (use readEnv()). In the PWA, use import.meta.env.',
        },
      ],
    },
  },

  // Only src/offline/ touches Dexie; only src/api/ calls fetch.
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/offline/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['dexie', 'dexie-react-hooks'].map((name) => ({
            name,
            message:
              'Only src/offline/ uses Dexie: the per-user database, its versioned migrations and the outbox live in one place. Import from src/offline instead.',
          })),
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', ...TESTS],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Only src/api/ calls fetch: the one HTTP client attaches the token, the shared refresh, the timeout and the error mapping. Use src/api.',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message:
            'Only src/api/ calls fetch: the one HTTP client attaches the token, refresh, timeout and error mapping.',
        })),
        {
          object: 'process',
          property: 'env',
          message:
            'The PWA has no process.env; use import.meta.env (and only server/env.ts reads process.env on the server).',
        },
      ],
    },
  },

  // Plain Node scripts and configs: JavaScript, no TypeScript-only rules needed beyond the defaults.
  {
    files: ['scripts/**/*.mjs', '*.js', '*.mjs'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
