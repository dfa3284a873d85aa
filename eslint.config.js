// Lint rules for the whole monorepo: type-aware TypeScript checks everywhere, React hook rules on
// the web, and the two architecture boundaries of docs/architecture.md (web features never
// import each other; on the server only repositories, db/ and tests touch Drizzle).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeaturesDir = path.join(root, 'apps/web/src/features');

/**
 * One block per web feature forbidding imports from every other feature, by path (`../other/x`
 * or `…/features/other/x`; the web app has no path aliases). Built from the folder listing each
 * time ESLint starts, so a new feature is covered without touching this file.
 */
function featureIsolationBlocks() {
  if (!fs.existsSync(webFeaturesDir)) return [];
  const features = fs
    .readdirSync(webFeaturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) => {
    const others = features.filter((other) => other !== feature);
    if (others.length === 0) return [];
    const names = others.join('|');
    const message = `Features never import each other: move what "${feature}" needs into components/ui, lib or the contracts, or compose the features in app/.`;
    return [
      {
        files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                { regex: `(^|/)features/(${names})(/|$)`, message },
                { regex: `^(\\.\\./)+(${names})(/|$)`, message },
              ],
            },
          ],
        },
      },
    ];
  });
}

const drizzleOnlyInRepositories =
  'Only *.repository.ts files, db/ and tests touch Drizzle: call a repository instead (docs/architecture.md).';

export default defineConfig(
  globalIgnores([
    '**/dist/',
    // DATA_DIR of `npm start` (the repo root) or of a workspace script; not any folder named data.
    'data/',
    'apps/*/data/',
    '**/node_modules/',
    '**/coverage/',
    '**/test-results/',
    'apps/server/src/db/migrations/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,

  // Plain JavaScript: configs and the node scripts (start, dev, bench, e2e runner).
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // Numbers in messages and URLs are ordinary; objects, nullish and booleans still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => setOpen(false)` is plain React; returning void from a non-arrow is still caught.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React's onSubmit/onClick accept async handlers (react-hook-form's handleSubmit returns one).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: 'only-allowed-literals' },
      ],
      // node:test's test()/describe() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Server: Node globals; Drizzle stays behind repositories.
  {
    files: ['apps/server/**/*.{ts,mts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // A Fastify plugin is an async function by contract (FastifyPluginAsync), whether or not
    // its body awaits anything; elsewhere on the server a needless `async` is still an error.
    files: [
      'apps/server/src/app.ts',
      'apps/server/src/plugins/**',
      'apps/server/src/**/*.routes.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['apps/server/**/*.{ts,mts}'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: drizzleOnlyInRepositories }],
          patterns: [{ group: ['drizzle-orm/*'], message: drizzleOnlyInRepositories }],
        },
      ],
    },
  },

  // Web app: browser globals, the rules of hooks (and the React Compiler's checks), and features
  // kept apart.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  ...featureIsolationBlocks(),

  {
    // RTK Query's documented way to declare an endpoint without an argument is
    // `build.query<Result, void>`, which the rule reports as a `void` type argument of a call.
    files: ['apps/web/src/**/*-api.ts'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },

  // Scripts the web app serves as they are (public/), run by the browser before the app loads.
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },

  // Browser tests and the configs around the web app run in Node.
  {
    files: ['apps/web/e2e/**/*.{ts,mjs}', 'apps/web/*.config.{ts,js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
