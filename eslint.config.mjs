import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: ['catalog/src/**', 'cart-checkout/src/**', 'account/src/**', 'shell/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@harmony/shell*',
            '@harmony/catalog*',
            '@harmony/cart-checkout*',
            '@harmony/account*',
            '../../../*/src/*',
          ],
        },
      ],
    },
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
