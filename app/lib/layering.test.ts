import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Imports flow one way (routes -> components -> lib -> db); eslint.config.js enforces it.
describe('the layering lint rule', () => {
  const eslint = new ESLint()
  const rulesHit = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId)

  it.each([
    ["import { AccessDenied } from '~/components/admin/access-denied'"],
    ["import { PLAY_CATEGORIES } from '~/content/play'"],
    ["import { AccessDenied } from '../components/admin/access-denied'"],
    ["import { x } from '../../content/home'"],
  ])('refuses %s in app/lib', async (line) => {
    expect(await rulesHit('app/lib/kinds/example.ts', `${line}\nexport const y = 1\n`)).toContain(
      'no-restricted-imports',
    )
  })

  it('refuses a route import in app/components and allows lib imports there', async () => {
    expect(
      await rulesHit(
        'app/components/example.tsx',
        "import { loader } from '~/routes/home'\nexport { loader }\n",
      ),
    ).toContain('no-restricted-imports')
    expect(
      await rulesHit('app/components/example.tsx', "import { cn } from '~/lib/utils'\nexport { cn }\n"),
    ).not.toContain('no-restricted-imports')
  })
})

describe('the ground floor, the server and the scripts', () => {
  const eslint = new ESLint()
  const refused = async (filePath: string, line: string) =>
    (await eslint.lintText(`${line}\nexport const y = [x]\n`, { filePath }))[0]!.messages.some(
      (m) => m.ruleId === 'no-restricted-imports',
    )

  it.each([
    ['db/seed.ts', "import { x } from '../app/lib/x'"],
    ['db/seed.ts', "import { x } from '~/lib/x'"],
    ['db/seed.ts', "import { x } from '../server/app'"],
    ['db/seed.ts', "import { x } from '../scripts/load-env.js'"],
    ['db/seed.ts', "import { x } from '../tests/setup/db'"],
    ['db/seed-data/stays.ts', "import type { x } from '../../app/lib/listings'"],
    ['db/migrations/2027-01-01-01-example.ts', "import { x } from '../seed-data'"],
    ['db/migrations/2027-01-01-01-example.ts', "import { x } from '../../app/lib/dates'"],
    ['db/migrations/2027-01-01-01-example.ts', "import { x } from '../schema'"],
    ['db/migrations/2027-01-01-01-example.ts', "import { x } from './2026-11-21-01-listings'"],
    ['db/migrations/2027-01-01-01-example.ts', "import { z as x } from 'zod'"],
    ['db/migrations/index.ts', "import { x } from '../seed-data'"],
    ['server/example.ts', "import { x } from '../app/routes/home'"],
    ['server/example.ts', "import { x } from '~/components/site-header'"],
    ['server/example.ts', "import { x } from '../scripts/load-env.js'"],
    ['scripts/example.ts', "import { x } from '../app/routes/home'"],
    ['scripts/example.ts', "import { x } from '../app/components/site-header'"],
    ['app/lib/example.ts', "import { x } from '../../scripts/load-env.js'"],
    ['app/routes/example.tsx', "import { x } from '../../scripts/app-server.js'"],
    ['app/components/example.tsx', "import { x } from '../../scripts/chromium.js'"],
  ])('refuses in %s: %s', async (filePath, line) => {
    expect(await refused(filePath, line)).toBe(true)
  })

  it.each([
    ['db/seed-data/stays.ts', "import type { x } from '../listings'"],
    ['db/seed.ts', "import type { x } from './schema'"],
    ['db/migrations/2027-01-01-01-example.ts', "import { type Kysely as x, sql } from 'kysely'"],
    ['db/migrations/index.ts', "import * as x from './2026-11-21-01-listings'"],
    ['server/example.ts', "import { x } from '../app/lib/db.server'"],
    ['server/example.ts', "import { x } from '../app/content/search-pages'"],
    ['server/example.ts', "import type { x } from '../db/schema'"],
    ['scripts/example.ts', "import { x } from '../app/lib/seed/seed.server'"],
    ['scripts/example.ts', "import { x } from '../server/app'"],
    ['scripts/example.ts', "import { x } from './load-env.js'"],
    ['app/lib/example.test.ts', "import { x } from '../../scripts/load-env.js'"],
  ])('allows in %s: %s', async (filePath, line) => {
    expect(await refused(filePath, line)).toBe(false)
  })
})

// Delivery code is reached only from the entries and the root layout (docs/decisions/028).
describe('the delivery lint rule', () => {
  const eslint = new ESLint()
  const hits = async (filePath: string, line: string) =>
    (await eslint.lintText(`${line}\nexport { x }\n`, { filePath }))[0]!.messages.some(
      (m) => m.ruleId === '@typescript-eslint/no-restricted-imports',
    )

  it.each([
    ['app/components/example.tsx', "import { x } from '~/delivery/nonce'"],
    ['app/routes/example.tsx', "import { x } from '../delivery/stylesheet'"],
    ['app/lib/example.ts', "import { x } from '../delivery/provider'"],
    ['server/example.ts', "import { x } from './delivery/page-cache'"],
    ['server/health.ts', "import { x } from './delivery/front-middleware'"],
    ['scripts/example.ts', "import { x } from '../server/delivery/page-cache'"],
  ])('refuses in %s: %s', async (filePath, line) => {
    expect(await hits(filePath, line)).toBe(true)
  })

  it.each([
    ['app/root.tsx', "import { x } from './delivery/stylesheet'"],
    ['app/entry.server.tsx', "import { x } from './delivery/provider'"],
    ['server/app.ts', "import { x } from './delivery/page-cache'"],
    ['server/delivery/cached-answer.ts', "import { x } from './page-cache'"],
    ['app/components/example.tsx', "import { x } from '~/lib/utils'"],
  ])('allows in %s: %s', async (filePath, line) => {
    expect(await hits(filePath, line)).toBe(false)
  })
})
