import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const AREA_BOUNDARIES = [
  '@harmony/shell*',
  '@harmony/catalog*',
  '@harmony/cart-checkout*',
  '@harmony/account*',
  '../../../*/src/*',
];
const ROUTER_ONLY_SHARED = [
  { name: 'react-router-dom', message: "Import the router from '@harmony/shared/router'." },
  { name: 'react-router', message: "Import the router from '@harmony/shared/router'." },
];

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
      'shared/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports run one way: apps → @harmony/shared; no remote imports another remote or the shell.
    // One router context per page: the router comes from the shared thin module (shared/src/router.ts).
    files: ['catalog/src/**', 'cart-checkout/src/**', 'account/src/**', 'shell/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: AREA_BOUNDARIES, paths: ROUTER_ONLY_SHARED }] },
  },
  {
    // Tests build their own routers (MemoryRouter) around the screens they render.
    files: ['*/src/**/__tests__/**', '*/src/**/testing/**'],
    ignores: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: AREA_BOUNDARIES }] },
  },
  {
    // The domain is pure: no framework, no I/O, nothing outside its own folder.
    files: ['shared/src/domain/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react*', 'axios', 'zustand', 'sweetalert2', '../*'] }],
    },
  },
  { files: ['scripts/**', 'e2e/**'], rules: { 'no-console': 'off' } },
  {
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
