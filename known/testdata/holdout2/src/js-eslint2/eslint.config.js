import js from '@eslint/js';

export default [
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { console: 'readonly', fetch: 'readonly' } },
    rules: { 'prefer-const': 'warn', 'no-var': 'error', curly: 'warn' },
  },
];
