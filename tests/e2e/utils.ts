import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * The port of the shared test server (E2E_PORT, default 4310). Specs that start their own servers
 * take fixed offsets from it, so two runs with E2E_PORTs 100 apart can share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)

/** Fails the test with a readable list when axe finds any WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** Waits until React has hydrated the page, so client-side handlers are attached. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  )
  await page.waitForLoadState('networkidle')
}
