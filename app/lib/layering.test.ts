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
