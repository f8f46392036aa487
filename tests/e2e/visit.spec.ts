import { expect, type Page, test } from '@playwright/test'
import { SERVICE_CATEGORIES } from '../../app/content/visit'
import { expectNoAxeViolations, waitForHydration } from './utils'

const TABS = [
  ['plan', 'Plan Your Trip'],
  ['seasons', 'Seasonal Guide'],
  ['services', 'Essential Services'],
  ['packing', 'Packing Guide'],
] as const

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Trip planning' })
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name, exact: true })

/** Exactly one tab is selected and its panel, and only its panel, is visible. */
async function expectSelected(page: Page, label: string) {
  for (const [, other] of TABS) {
    await expect(tab(page, other)).toHaveAttribute('aria-selected', other === label ? 'true' : 'false')
  }
  const panel = page.getByRole('tabpanel', { name: label })
  await expect(panel).toBeVisible()
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(panel.getByRole('heading', { level: 2, name: label })).toBeVisible()
}

test('the page has its title, four tabs, and Plan Your Trip selected by default', async ({ page }) => {
  await page.goto('/visit')
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Wyoming Visit' })).toBeVisible()
  await expect(tablist(page).getByRole('tab')).toHaveText(TABS.map(([, label]) => label))
  await expectSelected(page, 'Plan Your Trip')
  for (const [id] of TABS) {
    await expect(tab(page, TABS.find(([i]) => i === id)![1])).toHaveAttribute(
      'aria-controls',
      `visit-panel-${id}`,
    )
  }
  await expect(page).toHaveTitle('Plan Your Wyoming Visit | Wyoming Navigator')
})

test('Plan Your Trip shows the six cards with SPEC section 9 facts', async ({ page }) => {
  await page.goto('/visit')
  const panel = page.getByRole('tabpanel', { name: 'Plan Your Trip' })
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'Best Time to Visit',
    'Getting Here',
    'Where to Stay',
    'Transportation',
    'How Long to Stay',
    'Must-See Highlights',
  ])
  for (const fact of [
    'Peak season: June-August',
    'Shoulder season: May and September',
    'Jackson Hole Airport: 7 miles from Jackson',
    'Salt Lake City: 280 miles, about 5 hours by car.',
    'Denver: 550 miles, about 8 hours by car.',
    '4-5 days minimum',
    '7+ days for a full visit',
  ]) {
    await expect(panel.getByText(fact)).toBeVisible()
  }
})

test('each tab opens by mouse, lands in the URL, and passes axe', async ({ page }) => {
  test.slow() // five axe runs
  await page.goto('/visit')
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  for (const [id, label] of [...TABS.slice(1), TABS[0]]) {
    await tab(page, label).click()
    await expect(page).toHaveURL(`/visit?tab=${id}`)
    await expectSelected(page, label)
    await expect(tab(page, label)).toBeFocused()
    await expectNoAxeViolations(page)
  }
})

test('arrow keys, Home and End move the selection and the focus', async ({ page }) => {
  await page.goto('/visit')
  await waitForHydration(page)
  // Roving tabindex: only the selected tab is in the Tab order.
  await expect(tab(page, 'Plan Your Trip')).toHaveAttribute('tabindex', '0')
  await expect(tab(page, 'Seasonal Guide')).toHaveAttribute('tabindex', '-1')
  await tab(page, 'Plan Your Trip').focus()

  const steps: [string, string, string][] = [
    ['ArrowRight', 'Seasonal Guide', 'seasons'],
    ['ArrowRight', 'Essential Services', 'services'],
    ['ArrowLeft', 'Seasonal Guide', 'seasons'],
    ['End', 'Packing Guide', 'packing'],
    ['ArrowRight', 'Plan Your Trip', 'plan'],
    ['ArrowLeft', 'Packing Guide', 'packing'],
    ['Home', 'Plan Your Trip', 'plan'],
  ]
  for (const [key, label, id] of steps) {
    await page.keyboard.press(key)
    await expect(tab(page, label)).toBeFocused()
    await expect(page).toHaveURL(`/visit?tab=${id}`)
    await expectSelected(page, label)
    await expect(tab(page, label)).toHaveAttribute('tabindex', '0')
  }
  // Tab moves from the selected tab into its panel.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tabpanel', { name: 'Plan Your Trip' })).toBeFocused()
})

for (const [id, label] of TABS) {
  test(`?tab=${id} opens ${label} directly`, async ({ page }) => {
    await page.goto(`/visit?tab=${id}`)
    await expectSelected(page, label)
  })
}

test('an unknown tab falls back to Plan Your Trip', async ({ page }) => {
  await page.goto('/visit?tab=nope')
  await expectSelected(page, 'Plan Your Trip')
})

test('Seasonal Guide shows four seasons with weather, highlights, packing and activities', async ({
  page,
}) => {
  await page.goto('/visit?tab=seasons')
  const panel = page.getByRole('tabpanel', { name: 'Seasonal Guide' })
  const seasons: [string, string, string][] = [
    ['Winter', 'Dec-Mar', '10-30°F'],
    ['Spring', 'Apr-May', '30-60°F'],
    ['Summer', 'Jun-Aug', '40-80°F'],
    ['Fall', 'Sep-Nov', '20-65°F'],
  ]
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    seasons.map(([season, months]) => `${season} (${months})`),
  )
  for (const [season, months, temperature] of seasons) {
    const card = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `${season} (${months})` }) })
    await expect(card.getByText(temperature, { exact: true })).toBeVisible()
    await expect(card.getByText('Weather:')).toBeVisible()
    for (const list of ['Highlights', 'What to Pack', 'Activities']) {
      await expect(card.getByRole('heading', { level: 4, name: list })).toBeVisible()
    }
  }
})

test('Essential Services lists four categories with callable numbers', async ({ page }) => {
  await page.goto('/visit?tab=services')
  const panel = page.getByRole('tabpanel', { name: 'Essential Services' })
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'Emergency & Medical',
    'Visitor Information',
    'Transportation',
    'Park & Road Conditions',
  ])
  const emergency = panel.getByRole('link', { name: /^Call Emergency/ })
  await expect(emergency).toHaveAttribute('href', 'tel:911')
  await expect(emergency).toHaveText('911')
  // Real public numbers only (issue 45 item 5), each one callable, with the day they were checked.
  const phones = SERVICE_CATEGORIES.flatMap((c) => c.services).filter((s) => s.phone)
  await expect(panel.getByRole('link', { name: /^Call / })).toHaveCount(phones.length)
  await expect(panel.getByRole('link', { name: /^Call Star Valley Health/ })).toHaveAttribute(
    'href',
    'tel:+13078855800',
  )
  await expect(panel.getByText(/555-01\d\d/)).toHaveCount(0)
  await expect(
    panel.getByText(/checked against each service’s public page on \w+, November 29, 2026/),
  ).toBeVisible()
})

test('Packing Guide has the family, adventure and cultural lists and the tips', async ({ page }) => {
  await page.goto('/visit?tab=packing')
  const panel = page.getByRole('tabpanel', { name: 'Packing Guide' })
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([
    'Family Trip',
    'Adventure Trip',
    'Cultural Trip',
    'Mountain Climate Tips',
    'Shop Local',
  ])
  await expect(panel.getByText(/Dress in layers/)).toBeVisible()
  await expect(panel.getByText(/The sun is strong at altitude/)).toBeVisible()
  await expect(panel.getByText(/6,200 feet/)).toBeVisible()
  await expect(panel.getByText(/Outdoor stores in Jackson rent and sell bear spray/)).toBeVisible()
})

for (const [name, path, heading] of [
  ['Browse Activities', '/play', 'Things to Do'],
  ['Find Accommodations', '/stay', 'Where to Stay'],
  ['Contact Us', '/contact', undefined],
] as const) {
  test(`the closing banner's ${name} goes to ${path}`, async ({ page }) => {
    await page.goto('/visit?tab=packing')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  })
}

test('tabs work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/visit')
  await expectSelected(page, 'Plan Your Trip')
  for (const [id, label] of [...TABS.slice(1), TABS[0]]) {
    await tab(page, label).click()
    await expect(page).toHaveURL(`/visit?tab=${id}`)
    await expectSelected(page, label)
  }
  // Without the arrow keys, every tab must be reachable with Tab.
  for (const [, label] of TABS) await expect(tab(page, label)).not.toHaveAttribute('tabindex', '-1')
  await context.close()
})

test('the tabs fit a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const [id] of TABS) {
    await page.goto(`/visit?tab=${id}`)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  }
})
