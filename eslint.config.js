import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'scratch/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Imports flow one way: routes -> components -> lib -> db (docs: STYLE.md "which way imports flow").
  // lib holds what both sides need (browser-safe constants included), so it never reaches up.
  {
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/components', '~/components/**', '~/content', '~/content/**', '~/routes/**'],
              message:
                'app/lib never imports components, content or routes: move the shared part into app/lib.',
            },
            {
              regex: '^(\\.\\./)+(components|content|routes)(/|$)',
              message:
                'app/lib never imports components, content or routes: move the shared part into app/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/routes/**', '**/routes/**'],
              message: 'components never import routes: pass what they need as props.',
            },
          ],
        },
      ],
    },
  },
)
