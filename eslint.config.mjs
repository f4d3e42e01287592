import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';

const ROUTER_ONLY_SHARED = [
  { name: 'react-router-dom', message: "Import the router from '@harmony/shared/router'." },
  { name: 'react-router', message: "Import the router from '@harmony/shared/router'." },
];

const REMOTES = ['catalog', 'cart-checkout', 'account', 'backoffice'];
const APPS = ['shell', ...REMOTES];

/**
 * Which folders may not import which (import-x/no-restricted-paths, as bulletproof-react keeps its
 * boundaries): the rule resolves every import to its file, so a relative path is caught like a package name.
 */
const BOUNDARY_ZONES = [
  // A remote imports neither another remote nor the shell; the shell imports no remote.
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'An app imports only @harmony/shared, never another app.',
  })),
  {
    target: './shared',
    from: [...APPS.map((app) => `./${app}`), './api', './e2e'],
    message: '@harmony/shared imports no app.',
  },
  {
    target: './api/src',
    from: './shared',
    except: ['./src/domain'],
    message: "The api imports only shared's domain entry points.",
  },
  {
    target: './api/src',
    from: APPS.map((app) => `./${app}`),
    message: 'The api imports no app.',
  },
];

/** What the api's repositories (api/src/db) may not import: they only read and write tables. */
const REPOSITORY_ZONE = {
  target: './api/src/db',
  from: [
    'routes',
    'plugins',
    'orders',
    'accounts',
    'contact',
    'catalogue',
    'http',
    'images',
    'invoices',
    'mail',
    'gateways',
    'ops',
    'shipment',
    'staff',
  ].map((folder) => `./api/src/${folder}`),
  message: 'A repository only reads and writes tables: it imports no route, plugin or workflow.',
};

/** The folders in a folder of this repository, as they are on disk (none when it is missing). */
function foldersIn(path) {
  const dir = new URL(path, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** An app's folders that serve all its features (bulletproof-react's shared folders). */
const APP_SHARED = ['api', 'components', 'config', 'hooks', 'types', 'utils'];

/**
 * Inside each app, imports run one way (bulletproof-react's zones, generated from the folders, so a new
 * feature is covered without an edit here): a feature imports no other feature, nor the app that composes
 * the features (src/app, the shell's boot script); the shared folders import neither.
 */
const FEATURE_ZONES = APPS.flatMap((app) => {
  const src = `./${app}/src`;
  // What composes the features: src/app (and the shell's boot script).
  const entry = ['app', 'boot']
    .map((dir) => `${src}/${dir}`)
    .filter((dir) => existsSync(new URL(dir, import.meta.url)));
  return [
    ...foldersIn(`${src}/features/`).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature imports no other feature: what two share lives in ${app}/src/components, hooks, utils or types; a page that combines features is composed in ${app}/src/app/routes.`,
    })),
    {
      target: `${src}/features`,
      from: entry,
      message: 'A feature imports nothing of the app that composes it.',
    },
    {
      target: APP_SHARED.map((dir) => `${src}/${dir}`),
      from: [`${src}/features`, ...entry],
      message: `${app}'s shared folders serve every feature and import none.`,
    },
  ];
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.data/**', 'api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'catalog/**/*.{ts,tsx}',
      'cart-checkout/**/*.{ts,tsx}',
      'account/**/*.{ts,tsx}',
      'backoffice/**/*.{ts,tsx}',
      'shared/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One router context per page: the router comes from the shared thin module (shared/src/router.ts).
    // Tests build their own routers (MemoryRouter) around the screens they render.
    files: [...REMOTES.map((remote) => `${remote}/src/**`), 'shell/src/**'],
    ignores: ['*/src/**/__tests__/**', '*/src/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_ONLY_SHARED }] },
  },
  {
    // The domain is pure: no framework, no I/O, nothing outside its own folder.
    files: ['shared/src/domain/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react*', 'axios', 'zustand', 'sweetalert2', '../*'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARY_ZONES, ...FEATURE_ZONES] }] },
  },
  {
    files: ['api/src/db/**'],
    ignores: ['api/src/db/**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...BOUNDARY_ZONES, REPOSITORY_ZONE] }],
    },
  },
  {
    // The api's tests may use shared's attack fixtures (the same strings the screens are tested with).
    files: ['api/src/**/__tests__/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: BOUNDARY_ZONES.map((zone) =>
            zone.target === './api/src' && zone.from === './shared'
              ? { ...zone, except: ['./src/domain', './src/testing'] }
              : zone,
          ),
        },
      ],
    },
  },
  { files: ['scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
