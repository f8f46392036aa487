import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page } from '@playwright/test'
import { databaseUrlFile } from '../../scripts/app-server.js'

/**
 * The port of the shared test server (E2E_PORT, default 4310). Specs that start their own servers
 * take fixed offsets from it, so two runs with E2E_PORTs 100 apart can share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310)

/** http://127.0.0.1:<port>, the origin of a test server. */
export const origin = (port: number) => `http://127.0.0.1:${port}`

/** The admin that tests/e2e/auth.setup.ts creates on the shared server and signs in once. */
export const ADMIN = { email: 'admin@example.com', password: 'e2e admin password 1' }

/**
 * The signed-in admin's browser state (cookies and local storage) that the setup project saves and
 * the `admin` project's specs (*.admin.spec.ts) start from; inside this port's test-results folder.
 */
export const ADMIN_STATE = path.join('test-results', `port-${E2E_PORT}`, '.auth', 'admin.json')

/** The DATABASE_URL of the shared test server (written by scripts/serve-e2e.js). */
export function sharedDatabaseUrl(): string {
  return fs.readFileSync(databaseUrlFile(E2E_PORT), 'utf8')
}

/**
 * Creates (or updates) an admin with `npm run admin:create` on the database at `databaseUrl`; `env`
 * adds variables (PostgreSQL needs the servers' BETTER_AUTH_SECRET).
 */
export function createAdmin(
  databaseUrl: string,
  user: { email: string; password: string },
  env: Record<string, string> = {},
) {
  const out = execFileSync(
    'npm',
    [
      'run',
      '-s',
      'admin:create',
      '--',
      '--email',
      user.email,
      '--password',
      user.password,
      '--role',
      'admin',
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, encoding: 'utf8' },
  )
  expect(out).toMatch(new RegExp(`(Created|Updated) admin ${user.email}`))
  return out
}

/** Signs in through /login as a person does, and waits for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string }) {
  await page.goto('/login')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** The bot-check stamp (`form_started_at`) of a fresh public form, read from its HTML. */
export async function formStamp(
  base: string,
  formPath = '/submit-restaurant',
  signal?: AbortSignal,
): Promise<string> {
  const html = await (await fetch(`${base}${formPath}`, { signal })).text()
  const stamp = html.match(/name="form_started_at" value="([^"]+)"/)?.[1]
  if (!stamp) throw new Error(`no form_started_at in ${formPath}`)
  return stamp
}

/** POSTs `fields` as a same-origin URL-encoded form, without following the redirect. */
export function postForm(
  base: string,
  formPath: string,
  fields: Record<string, string>,
  cookie = '',
  signal?: AbortSignal,
) {
  return fetch(`${base}${formPath}`, {
    signal,
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie },
    body: new URLSearchParams(fields),
  })
}

/**
 * Fails the test with a readable list when axe finds any WCAG 2.0, 2.1 or 2.2 A/AA violation, or a
 * best-practice one, on the page (issue 46: the 2.2 rules, such as target size, on every spec).
 * `exclude`: a selector left out, such as a sandboxed preview frame axe cannot run in.
 * The page is measured from its top: scrolled down, whatever passes under the sticky header would
 * count as a target overlapping the header's links (target size), which is the header doing its
 * job, not a target too small; focus under the header is tested in wcag22.spec.ts.
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  if (exclude) builder = builder.exclude(exclude)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/**
 * Waits until React has hydrated the page, so client-side handlers are attached, and then for the
 * requests it starts (lazy chunks, the favorites' sync) to settle. That second wait is bounded: on a
 * loaded machine, a service worker installing while the page opens (its precache interrupted by an
 * offline step, resumed here) can leave Playwright counting a request that every trace shows
 * answered, and `networkidle` then never comes (microsoft/playwright#19835). The assertions that
 * follow retry on their own, so going on after a while loses nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  )
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
}

/**
 * Marks the page's document; `sameDocument` then tells whether it is still the one shown (a link
 * followed on the client) or a new one was loaded. (Performance's navigation entries cannot tell:
 * every document has exactly one.)
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { markedDocument?: boolean }).markedDocument = true
  })
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { markedDocument?: boolean }).markedDocument === true)
}

/** Waits until the service worker is active and controls the page (its fetches go through it). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Waits until the service worker's page cache holds every one of these paths. */
export async function waitForSavedPages(page: Page, paths: string[]) {
  await page.waitForFunction(async (paths) => {
    for (const name of (await caches.keys()).filter((n) => n.startsWith('pages-'))) {
      const cache = await caches.open(name)
      if ((await Promise.all(paths.map((path) => cache.match(path)))).every(Boolean)) return true
    }
    return false
  }, paths)
}

/**
 * Makes the first `count` POSTs to `pathname` fail as on a signal that carries nothing yet
 * (`internetdisconnected`); later ones go through. Returns how many have failed so far.
 */
export async function failFirstPosts(
  target: Page | BrowserContext,
  pathname: string,
  count: number,
): Promise<() => number> {
  let failed = 0
  await target.route(
    (url) => url.pathname === pathname,
    (route) => {
      if (route.request().method() !== 'POST' || failed >= count) return route.continue()
      failed += 1
      return route.abort('internetdisconnected')
    },
  )
  return () => failed
}
