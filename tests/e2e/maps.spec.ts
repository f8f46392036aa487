import { type Browser, expect, type Page, test } from '@playwright/test'
import { activities, events, restaurants, stays } from '../../db/seed-data'
import { expectNoAxeViolations } from './utils'

// The maps are drawn on the server (issue 19): every check here runs with JavaScript off, and
// nothing the pages load comes from another host.

const mapsUrl = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`
const pins = (page: Page) => page.getByRole('list', { name: 'Pins on the map' }).getByRole('link')

test.use({ javaScriptEnabled: false })

/**
 * axe runs as JavaScript in the page, which a page without JavaScript cannot do: it checks the same
 * page in a browser that blocks the site's own scripts instead, so what it sees is the
 * server-rendered markup, as without JavaScript.
 */
async function expectNoAxeViolationsWithoutScripts(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: true })
  await context.route(/\.js(\?|$)/, (route) => route.abort())
  const page = await context.newPage()
  await page.goto(path)
  await expectNoAxeViolations(page)
  await context.close()
}

/** Every request the page made went to the site itself. */
function trackRequests(page: Page): string[] {
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:')) elsewhere.push(request.url())
  })
  return elsewhere
}

test('/stay/map: numbered pins linking to every stay, the numbered list beside them, and axe passes', async ({
  page,
  browser,
}) => {
  const elsewhere = trackRequests(page)
  await page.goto('/stay/map')
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodations Map' })).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Places to stay on a map of Jackson Hole and Star Valley/ }),
  ).toBeVisible()
  await expect(pins(page)).toHaveCount(stays.length)
  const places = page.getByRole('list', { name: 'Places to stay' }).getByRole('listitem')
  await expect(places).toHaveCount(stays.length)
  for (const [index, stay] of stays.entries()) {
    const number = index + 1
    const pin = pins(page).and(page.getByRole('link', { name: `${number}: ${stay.name}`, exact: true }))
    await expect(pin).toHaveAttribute('href', `/stay/${stay.id}`)
    // A target of at least 24 by 24 px (WCAG 2.2), drawn 28 px wide.
    const box = (await pin.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(box.height).toBeGreaterThanOrEqual(24)
    const place = places.nth(index)
    await expect(place).toContainText(`Pin ${number}`)
    await expect(place.getByRole('link', { name: stay.name, exact: true })).toHaveAttribute(
      'href',
      `/stay/${stay.id}`,
    )
    await expect(place).toContainText(stay.location)
    await expect(place.getByRole('link', { name: /^Open in Maps/ })).toHaveAttribute(
      'href',
      mapsUrl(stay.location),
    )
  }
  await expectNoAxeViolationsWithoutScripts(browser, '/stay/map')

  // Reached by keyboard, with a visible focus ring.
  const first = pins(page).first()
  await first.focus()
  await expect(first).toBeFocused()
  expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')

  // Plain links: a pin opens its listing.
  await first.click()
  await expect(page).toHaveURL(`/stay/${stays[0]!.id}`)
  await page.goBack()

  // The filter and the view stay in the URL, and List View keeps the filter.
  await page
    .getByRole('navigation', { name: 'Accommodation type' })
    .getByRole('link', { name: 'Cabins' })
    .click()
  await expect(page).toHaveURL('/stay/map?type=cabins')
  const cabins = stays.filter((s) => s.typeKey === 'cabins')
  await expect(pins(page)).toHaveCount(cabins.length)
  await page.getByRole('navigation', { name: 'Map area' }).getByRole('link', { name: 'Star Valley' }).click()
  await expect(page).toHaveURL('/stay/map?type=cabins&view=star-valley')
  await expect(
    page.getByRole('navigation', { name: 'Map area' }).getByRole('link', { name: 'Star Valley' }),
  ).toHaveAttribute('aria-current', 'page')
  await page.getByRole('navigation', { name: 'List or map' }).getByRole('link', { name: 'List View' }).click()
  await expect(page).toHaveURL('/stay?type=cabins')
  expect(elsewhere).toEqual([])
})

test('/map shows everything, keeps its type filter in the URL, and a crowd leads to a closer view', async ({
  page,
  browser,
}) => {
  // Two axe checks of the largest page and three views: over 30 s on a slow machine.
  test.slow()
  const elsewhere = trackRequests(page)
  await page.goto('/map')
  await expect(page.getByRole('heading', { level: 1, name: 'Map of the Valley' })).toBeVisible()
  await expect(page.getByRole('img', { name: /on a map of Jackson Hole and Star Valley/ })).toBeVisible()
  // The test server's sample events are in the past: restaurants, stays and activities.
  const everything = [...restaurants, ...stays, ...activities]
  await expect(page.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveCount(
    everything.length,
  )
  await expectNoAxeViolationsWithoutScripts(browser, '/map')

  // Jackson's places are too close together on the whole valley: one link to the town's map.
  const crowd = pins(page).and(
    page.getByRole('link', { name: /places close together .*: show the Town of Jackson map$/ }),
  )
  await expect(crowd).toHaveCount(1)
  await crowd.click()
  await expect(page).toHaveURL('/map?view=jackson')
  const grill = restaurants[0]!
  await expect(
    pins(page).and(page.getByRole('link', { name: new RegExp(`^\\d+: ${grill.name}$`) })),
  ).toHaveAttribute('href', `/eat/${grill.id}`)
  await expectNoAxeViolationsWithoutScripts(browser, '/map?view=jackson')

  await page.getByRole('navigation', { name: 'Show on the map' }).getByRole('link', { name: 'Eat' }).click()
  await expect(page).toHaveURL('/map?view=jackson&type=eat')
  await expect(page.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveCount(
    restaurants.length,
  )
  // A restaurant outside the town says so and links to a view that shows it.
  const wilson = restaurants.find((r) => r.town === 'Wilson')!
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: wilson.name, exact: true }) })
  await expect(item).toContainText('Not on the Town of Jackson map.')
  await item.getByRole('link', { name: 'Show the Jackson Hole map' }).click()
  await expect(page).toHaveURL('/map?view=jackson-hole&type=eat')
  await expect(pins(page).and(page.getByRole('link', { name: new RegExp(`: ${wilson.name}$`) }))).toHaveCount(
    1,
  )
  expect(elsewhere).toEqual([])
})

test('/play/map keeps the /play/filter choices, and Filter and List View take them back', async ({
  page,
}) => {
  await page.goto('/play/map?difficulty=Hard')
  const hard = activities.filter((a) => a.difficulty === 'Hard')
  await expect(pins(page)).toHaveCount(hard.length)
  await expect(page.getByRole('main')).toContainText('Filtered by Difficulty: Hard')
  await page.getByRole('main').getByRole('link', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL('/play/filter?difficulty=Hard')
  await page.getByRole('navigation', { name: 'List or map' }).getByRole('link', { name: 'Map View' }).click()
  await expect(page).toHaveURL('/play/map?difficulty=Hard')
  await page.getByRole('navigation', { name: 'List or map' }).getByRole('link', { name: 'List View' }).click()
  await expect(page).toHaveURL('/play/filter?difficulty=Hard')
})

test('a detail page shows a static map of its place next to Get Directions', async ({ page, browser }) => {
  const elsewhere = trackRequests(page)
  const grill = restaurants[0]!
  await page.goto(`/eat/${grill.id}`)
  const map = page.getByRole('img', { name: `Map: ${grill.name}, in ${grill.town}`, exact: true })
  await expect(map).toBeVisible()
  await expect(page.getByText(`In ${grill.town}, Teton County, Wyoming`)).toBeVisible()
  await expect(page.getByRole('link', { name: /^Get Directions/ })).toBeVisible()
  await expectNoAxeViolationsWithoutScripts(browser, `/eat/${grill.id}`)

  const event = events.find((e) => e.town === 'Afton')!
  await page.goto(`/events/${event.id}`)
  await expect(page.getByRole('img', { name: `Map: ${event.location}, in Afton`, exact: true })).toBeVisible()
  await expect(page.getByText('In Afton, Lincoln County, Wyoming')).toBeVisible()
  expect(elsewhere).toEqual([])
})

test('every list page and kind map links to the map of everything, which does not link to itself (issue 50 item 6)', async ({
  page,
}) => {
  for (const path of [
    '/eat',
    '/stay',
    '/play',
    '/play/filter',
    '/events',
    '/events/live-music',
    '/eat/map',
  ]) {
    await page.goto(path)
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Map of the Valley' }),
      path,
    ).toHaveAttribute('href', '/map')
  }
  await page.goto('/map?type=eat')
  await expect(page.getByRole('main').getByRole('link', { name: 'Map of the Valley' })).toHaveCount(0)
})
