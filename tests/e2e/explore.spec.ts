import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

// Each explore page: its featured listings (chosen in /admin/explore; every fact from the listing,
// issue 45 item 4) and its editors' ideas (no price, time or address; Book Now opens /contact).
const PAGES = [
  {
    path: '/wildlife',
    title: 'Wildlife Experiences',
    featured: [
      ['National Elk Refuge Sleigh Ride', '/play/elk-refuge-sleigh-ride', 'activity:elk-refuge-sleigh-ride'],
      ['Snake River Scenic Float', '/play/snake-river-scenic-float', 'activity:snake-river-scenic-float'],
    ],
    ideas: ['Sunrise Wildlife Safari', 'Yellowstone Bison and Geysers Day Tour'],
  },
  {
    path: '/cowboy',
    title: 'Cowboy Culture',
    featured: [
      ['Antler Arch Chuckwagon', '/eat/antler-arch-chuckwagon', 'restaurant:antler-arch-chuckwagon'],
    ],
    ideas: [
      'Teton Trail Ride',
      'Chuckwagon Supper and Western Music',
      'Rodeo Night',
      'Star Valley Working Ranch Day',
    ],
  },
  {
    path: '/indigenous',
    title: 'Indigenous Heritage',
    featured: [
      [
        'Shoshone and Bannock Heritage Day Program',
        '/play/shoshone-bannock-heritage-day',
        'activity:shoshone-bannock-heritage-day',
      ],
    ],
    ideas: [
      'Homeland History Walk',
      'Native Plants and Foods Walk',
      'Beadwork Workshop with Native Artists',
      'Eastern Shoshone Indian Days Trip',
    ],
  },
  {
    path: '/adventures',
    title: 'Outdoor Adventures',
    featured: [['Taggart Lake Trail', '/play/taggart-lake-hike', 'activity:taggart-lake-hike']],
    ideas: ['Snake River Whitewater Rafting', 'Intro to Rock Climbing'],
  },
] as const

for (const { path, title, featured, ideas } of PAGES) {
  test.describe(path, () => {
    test('shows its featured listings with their own facts and its ideas with ages; axe clean', async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const cards = page.getByRole('main').getByRole('article')
      const listed = page.locator('main article[data-listing]')
      for (const card of await listed.all()) {
        // Every featured card shows where it is and at least one more of its listing's facts.
        await expect(card.getByRole('term').filter({ hasText: 'Where' })).toBeVisible()
        expect(await card.getByRole('definition').count()).toBeGreaterThanOrEqual(2)
      }
      for (const name of ideas) {
        const card = cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
        await expect(card.getByRole('term')).toHaveText(['Ages'])
        await expect(card).not.toContainText('$')
      }
      for (const card of await cards.all()) {
        const image = card.getByRole('img')
        await expect(image).toHaveAttribute('alt', /\S/)
        await expect(image).toHaveAttribute('width', '800')
        await expect(image).toHaveAttribute('height', '500')
      }
      await expectNoAxeViolations(page)
    })

    test('a featured listing links to it with Add to trip; an idea’s book button goes to /contact', async ({
      page,
    }) => {
      await page.goto(path)
      for (const [name, href, key] of featured) {
        await expect(page.getByRole('link', { name: `See the listing: ${name}` })).toHaveAttribute(
          'href',
          href,
        )
        await expect(page.getByRole('link', { name: `Add ${name} to trip` })).toHaveAttribute(
          'href',
          `/trip?add=${key}&from=${encodeURIComponent(path)}`,
        )
      }
      for (const name of ideas) {
        await expect(page.getByRole('link', { name: `Book Now: ${name}` })).toHaveAttribute(
          'href',
          `/contact?subject=${encodeURIComponent(name)}`,
        )
      }
      await waitForHydration(page)
      const idea = ideas[ideas.length - 1]!
      await page.getByRole('link', { name: `Book Now: ${idea}` }).click()
      await expect(page).toHaveURL(`/contact?subject=${encodeURIComponent(idea)}`)
      expect(new URL(page.url()).searchParams.get('subject')).toBe(idea)
    })

    test('Contact Our Team goes to /contact', async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await page.getByRole('link', { name: 'Contact Our Team' }).click()
      await expect(page).toHaveURL('/contact')
    })
  })
}

test('a book button works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/cowboy')
  await page.getByRole('link', { name: 'Book Now: Chuckwagon Supper and Western Music' }).click()
  await expect(page).toHaveURL('/contact?subject=Chuckwagon%20Supper%20and%20Western%20Music')
  await context.close()
})

test('/indigenous shows the respect guidelines', async ({ page }) => {
  await page.goto('/indigenous')
  await expect(page.getByText(/Eastern Shoshone and Shoshone-Bannock tribal members/).first()).toBeVisible()
  const guidelines = page.getByRole('region', { name: 'Visiting with Respect' })
  await expect(guidelines.getByRole('heading', { level: 3 })).toHaveText([
    'Ask before photographing',
    'Powwow etiquette',
    'Leave sacred sites undisturbed',
    'Buy authentic Native-made art',
    'Choose programs led by tribal members',
  ])
  for (const words of [
    /ask before photographing people, and never photograph or record ceremonies/i,
    /regalia, not costumes/,
    /Do not disturb sacred sites, rock art or offerings, and never remove artifacts/,
    /Buy Native-made art directly from Native artists/,
    /led by or created with Eastern Shoshone and Shoshone-Bannock tribal members/,
  ]) {
    await expect(guidelines.getByText(words)).toBeVisible()
  }
})

test.describe('/listings', () => {
  test('shows the four shop categories with their counts and the featured businesses from their listings; axe clean', async ({
    page,
  }) => {
    await page.goto('/listings')
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Local' })).toBeVisible()
    const categories = page.getByRole('region', { name: 'Shop by Category' })
    await expect(categories.getByRole('heading', { level: 3 })).toHaveText([
      'Western Wear & Art Shops',
      'Outdoor Gear Stores',
      'Local Food Purveyors',
      'Outfitters & Guides',
    ])
    for (const count of ['15+ shops', '8+ stores', '12+ purveyors', '6+ outfitters']) {
      await expect(categories.getByText(count, { exact: true })).toBeVisible()
    }
    // Featured businesses are listings in the guide: their hours, price and address are the listing's.
    const businesses = page.getByRole('region', { name: 'Featured Local Businesses' })
    await expect(
      businesses.getByRole('heading', { level: 3, name: 'Salt River Creamery Table' }),
    ).toBeVisible()
    await expect(
      businesses.getByRole('link', { name: 'See the listing: Salt River Creamery Table' }),
    ).toHaveAttribute('href', '/eat/salt-river-creamery-table')
    await expect(businesses.getByRole('term').filter({ hasText: 'Hours' }).first()).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('555-01')
    await expectNoAxeViolations(page)
  })

  test('Contact Us goes to /contact', async ({ page }) => {
    await page.goto('/listings')
    await waitForHydration(page)
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL('/contact')
  })
})

test('Add to trip from an explore page offers the listing on /trip and comes back, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/wildlife')
  await page.getByRole('link', { name: 'Add National Elk Refuge Sleigh Ride to trip' }).click()
  await expect(page).toHaveURL('/trip?add=activity:elk-refuge-sleigh-ride&from=%2Fwildlife')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Add National Elk Refuge Sleigh Ride to your trip' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Add to trip', exact: true }).click()
  await expect(page).toHaveURL('/wildlife')
  await expect(page.getByText('Added to your trip')).toBeVisible()
  await context.close()
})
