// Lint of the SPA (src/). Its main job is the feature-sliced layer order: a file imports only from layers strictly
// below its own, another slice only through its index.ts, and never itself by the `@/` alias. Top to bottom:
//   app       the composition root: providers, router and route table, layouts, the app-wide actors
//   pages     one slice per screen or route group; composes the layers below
//   widgets   self-contained blocks that several pages compose (a paged list, a stats strip)
//   features  one slice per user action or flow (create a student, pay a plan)
//   entities  business nouns: their queries, types, small UI
//   shared    no business knowledge: API clients, config, UI kit, libs (its segments import one another)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';

const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/**', 'scripts/**', 'tests/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [path.join(root, 'scripts/eslint-alias-resolver.cjs')]: {} },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app', mode: 'folder' },
        { type: 'pages', pattern: 'src/pages/*', mode: 'folder', capture: ['slice'] },
        { type: 'widgets', pattern: 'src/widgets/*', mode: 'folder', capture: ['slice'] },
        { type: 'features', pattern: 'src/features/*', mode: 'folder', capture: ['slice'] },
        { type: 'entities', pattern: 'src/entities/*', mode: 'folder', capture: ['slice'] },
        { type: 'shared', pattern: 'src/shared/*/*', mode: 'folder', capture: ['segment', 'slice'] },
        { type: 'shared', pattern: 'src/shared/*', mode: 'folder', capture: ['segment'] },
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Export by name from a public API (no `export *`).' },
        { selector: 'TSEnumDeclaration', message: 'Use a string union instead of an enum.' },
      ],
      // Chromium loads ICU's locale data on a page's first Intl number formatter: 50–375 ms of main thread (issue 10).
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Use formatCount / formatMinor (@/shared/lib/number-format, money) or dayjs: no Intl on first paint.' },
        { object: 'Intl', property: 'NumberFormat', message: 'Use @/shared/lib/number-format (Intl output without loading ICU).' },
      ],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: '${file.type} may not import ${dependency.type}: a layer imports only from layers below it.',
          rules: [
            { from: 'app', allow: ['app', 'pages', 'widgets', 'features', 'entities', 'shared'] },
            { from: 'pages', allow: ['widgets', 'features', 'entities', 'shared', ['pages', { slice: '${from.slice}' }]] },
            { from: 'widgets', allow: ['features', 'entities', 'shared', ['widgets', { slice: '${from.slice}' }]] },
            { from: 'features', allow: ['entities', 'shared', ['features', { slice: '${from.slice}' }]] },
            { from: 'entities', allow: ['shared', ['entities', { slice: '${from.slice}' }]] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'Import another slice only through its index.ts.',
          rules: [
            { target: ['pages', 'widgets', 'features', 'entities'], allow: ['index.ts', 'index.tsx'] },
            { target: ['shared'], allow: ['index.ts', 'index.tsx'] },
            { target: ['app'], allow: '**' },
          ],
        },
      ],
    },
  },
  {
    // Tests render through the app's shared helper (src/app/test), whatever layer they sit in.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'boundaries/element-types': 'off', 'boundaries/entry-point': 'off', 'no-restricted-properties': 'off' },
  },
);
