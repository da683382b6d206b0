import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { APP_TYPE_ONLY_IMPORTS, layersPlugin } from './config/eslint-layers.mjs'

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      // MPEG-TS video segments of the sample live stream share TypeScript's extension.
      'server/media/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: {
        ...globals.browser,
        ...globals.node,
        defineAppConfig: 'readonly',
        definePageConfig: 'readonly',
      },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**', 'server/**', 'common/**', 'types/**', 'admin/**'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/direction': 'error' },
  },
  {
    // What the app bundles takes the contracts' types, never their schemas: TypeBox and the
    // schemas stay out of every page's first load.
    files: ['src/**/*.{ts,tsx}', 'common/rules/**/*.ts', 'common/constants/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', APP_TYPE_ONLY_IMPORTS] },
  },
  {
    // A promise is awaited, returned, or handed to a handler (services/notify background):
    // never left to reject unhandled, and `void` does not count as handling it.
    files: ['src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'common/**/*.ts', 'admin/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['bench/**', 'server/bin/**', 'test/run.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['test/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['test/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.jest, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
