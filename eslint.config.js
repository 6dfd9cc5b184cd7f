import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const COMMON = 'packages/common/src';

/**
 * Import zones that keep features apart: a feature under `root` imports another only through the
 * files (or folders) that feature declares as its face (`faces`, relative to the feature's folder).
 */
function featureZones(root, faces, message) {
  return featuresIn(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`, ...faceFiles(root, faces)],
    message,
  }));
}

/** The features under `root`: one folder each. */
function featuresIn(root) {
  return fs
    .readdirSync(path.join(import.meta.dirname, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every feature's face files under `root`, relative to it, as a zone's `except` names them. */
function faceFiles(root, faces) {
  return featuresIn(root).flatMap((feature) => faces.map((face) => `./${feature}/${face}`));
}

/** Boundaries as in bulletproof-react: shared code never imports features or the app. */
const boundaries = [
  ...['lib', 'components'].map((shared) => ({
    target: `${WEB}/${shared}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: `${shared}/ is shared by every feature and may not depend on one (or on the app).`,
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'The app composes features, not the reverse.',
  },
  {
    // The app's own screens (app/routes) included: they compose features as the layout does.
    target: [`${WEB}/app`, `${WEB}/main.tsx`],
    from: `${WEB}/features`,
    except: faceFiles(`${WEB}/features`, ['index.ts', 'lazy']),
    message:
      'The app composes features through their faces: index.ts, or a file in lazy/ from code loaded on demand.',
  },
  ...featureZones(
    `${WEB}/features`,
    ['index.ts', 'lazy'],
    'Import another feature through its face: index.ts, or a file in its lazy/ from code that is itself loaded on demand.',
  ),
  {
    target: [
      `${SERVER}/http`,
      `${SERVER}/live`,
      `${SERVER}/db`,
      `${SERVER}/jobs`,
      `${SERVER}/mail`,
      `${SERVER}/cluster`,
      `${SERVER}/feature.ts`,
    ],
    from: `${SERVER}/features`,
    // The database's type composes each feature's table types, as Kysely's example does.
    except: featuresIn(`${SERVER}/features`).map((feature) => `./${feature}/tables.ts`),
    message: 'The server’s shared rooms serve every feature and may not depend on one.',
  },
  ...featureZones(
    `${SERVER}/features`,
    ['index.ts'],
    'Import another server feature through its face (index.ts), never its repository, service or routes.',
  ),
  // Tests and benchmarks outside a feature use it as the app does: through its face.
  ...[`${SERVER}/test`, 'bench', 'e2e'].map((outside) => ({
    target: outside,
    from: `${SERVER}/features`,
    except: [
      ...faceFiles(`${SERVER}/features`, ['index.ts']),
      // Each feature's access rows are test code of its own, read by the access test.
      ...faceFiles(`${SERVER}/features`, ['access-rows.ts']),
    ],
    message: 'Tests and benchmarks reach a server feature through its face (index.ts).',
  })),
  ...['bench', 'e2e'].map((outside) => ({
    target: outside,
    from: `${WEB}/features`,
    message: 'Tests and benchmarks drive the web app as a boater does, not its features’ code.',
  })),
  // A contract is its feature's alone; only the list (features.ts) puts them together.
  ...contractZones(),
];

/** Each contract imports no other; no common module but the list imports a contract. */
function contractZones() {
  const root = `${COMMON}/contracts`;
  const contracts = fs.readdirSync(path.join(import.meta.dirname, root));
  const others = fs
    .readdirSync(path.join(import.meta.dirname, COMMON))
    .filter((file) => file.endsWith('.ts') && file !== 'features.ts');
  return [
    ...contracts.map((contract) => ({
      target: `${root}/${contract}`,
      from: root,
      except: [`./${contract}`],
      message: 'A feature’s contract may not reach into another feature’s contract.',
    })),
    {
      target: others.map((file) => `${COMMON}/${file}`),
      from: root,
      message: 'Only features.ts (the one list) names the contracts; import from the list.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/server/**/*.ts',
      'packages/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the plugin parses to follow imports (TypeScript's), as its typescript preset says.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaries },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['e2e/**', 'bench/**', 'scripts/**'],
    // Playwright fixtures that need no other fixture must destructure `{}`.
    rules: { 'no-console': 'off', 'no-empty-pattern': 'off' },
  },
);
