import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Nothing imports scripts/ but tests and other scripts (scripts are entry points, not libraries).
const NO_SCRIPTS = {
  regex: '^(\\.\\./)+scripts(/|$)',
  message: 'only tests and other scripts import scripts/: move the shared part into app/lib.',
}
const DB_MESSAGE =
  'db/ imports nothing from app/, server/, scripts/ or tests/: move the type or constant down into db/, or the code that needs the app up into app/lib/.'
const MIGRATION_MESSAGE =
  'a migration is frozen: it imports only kysely (write out the data it needs; never read the seed or the app).'
const SERVER_MESSAGE =
  'server/ never imports app/routes or app/components: the screens are reached through the server build; shared code lives in app/lib.'
const SCRIPTS_MESSAGE = 'scripts never import app/routes or app/components: shared code lives in app/lib.'
const DELIVERY_MESSAGE =
  'delivery code (app/delivery, server/delivery) is reached only from the entries and the root layout: components stay plain React (docs/decisions/028-react-on-the-frameworks-own-paths.md).'

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
  // Each block below names every pattern for its files: a later block's no-restricted-imports
  // replaces an earlier one's for the files both match.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SCRIPTS] }] },
  },
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
            NO_SCRIPTS,
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
            NO_SCRIPTS,
          ],
        },
      ],
    },
  },
  // db/ is the ground floor: the schema, the migrations, the listing shapes and the pure seed data.
  // It imports nothing from app/, server/, scripts/ or tests/ (tests included: the code that applies
  // the app's rules to the seed lives in app/lib/seed/).
  {
    files: ['db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~', '~/**'],
              message: DB_MESSAGE,
            },
            {
              regex: '^(\\.\\./)+(app|server|scripts|tests)(/|$)',
              message: DB_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  // A migration is frozen once released: it imports kysely and nothing else (not the seed data, not
  // the app, which both change). The list of migrations imports them and kysely only.
  {
    files: ['db/migrations/**/*.ts'],
    ignores: ['db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely$)', message: MIGRATION_MESSAGE }] },
      ],
    },
  },
  {
    files: ['db/migrations/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely$|\\./[^/]+$)', message: MIGRATION_MESSAGE }] },
      ],
    },
  },
  // server/ (the Express app) uses app/lib, app/content and db; the screens reach it only through
  // React Router's server build, never by importing routes or components.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/routes', '~/routes/**', '~/components', '~/components/**'],
              message: SERVER_MESSAGE,
            },
            { regex: '^(\\.\\./)+app/(routes|components)(/|$)', message: SERVER_MESSAGE },
            NO_SCRIPTS,
          ],
        },
      ],
    },
  },
  // scripts/ (command-line tools) may use app/lib, app/content, db and server; not the screens.
  {
    files: ['scripts/**/*.{ts,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/routes', '~/routes/**', '~/components', '~/components/**'],
              message: SCRIPTS_MESSAGE,
            },
            { regex: '^(\\.\\./)+app/(routes|components)(/|$)', message: SCRIPTS_MESSAGE },
          ],
        },
      ],
    },
  },
  // Delivery code (what serves bytes fast: the page cache, the nonce, the inline stylesheet and
  // illustrations, precompressed assets) lives in app/delivery and server/delivery, reached only
  // from the entries and the root layout (a separate rule name, so it adds to the layering rules
  // above instead of replacing them).
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'db/**/*.ts', 'scripts/**/*.{ts,js}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'app/entry.client.tsx',
      'app/entry.server.tsx',
      'app/root.tsx',
      'app/delivery/**',
      'server/app.ts',
      'server/delivery/**',
      // The pictures that can be written into the page (app/delivery/inline-image.tsx).
      'app/components/scene-image.tsx',
      'app/components/photo-gallery.tsx',
      'app/components/site-header.tsx',
      'app/routes/home.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['~/delivery', '~/delivery/**'], message: DELIVERY_MESSAGE },
            { regex: '^(\\.\\.?/)+(app/|server/)?delivery(/|$)', message: DELIVERY_MESSAGE },
          ],
        },
      ],
    },
  },
)
