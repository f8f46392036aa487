import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './utils'

const PAGES = [
  {
    path: '/wildlife',
    title: 'Wildlife Experiences',
    experiences: [
      'Sunrise Wildlife Safari',
      'National Elk Refuge Sleigh Ride',
      'Snake River Scenic Float',
      'Yellowstone Bison and Geysers Day Tour',
    ],
  },
  {
    path: '/cowboy',
    title: 'Cowboy Culture',
    experiences: [
      'Teton Trail Ride',
      'Chuckwagon Supper and Western Music',
      'Rodeo Night',
      'Star Valley Working Ranch Day',
    ],
  },
  {
    path: '/indigenous',
    title: 'Indigenous Heritage',
    experiences: [
      'Homeland History Walk',
      'Native Plants and Foods Walk',
      'Beadwork Workshop with Native Artists',
      'Eastern Shoshone Indian Days Trip',
    ],
  },
  {
    path: '/adventures',
    title: 'Outdoor Adventures',
    experiences: [
      'Snake River Whitewater Rafting',
      'Family Hike to Taggart Lake',
      'Intro to Rock Climbing',
      'Family Ski Lesson Day',
    ],
  },
]

/** The experiences that are listings in the guide (app/content/explore.ts), by name: their activity's id. */
const LISTED: Record<string, string> = {
  'National Elk Refuge Sleigh Ride': 'elk-refuge-sleigh-ride',
  'Snake River Scenic Float': 'snake-river-scenic-float',
  'Family Hike to Taggart Lake': 'taggart-lake-hike',
  'Family Ski Lesson Day': 'snow-king-family-ski-lessons',
}

for (const { path, title, experiences } of PAGES) {
  test.describe(path, () => {
    test('shows its experience cards with duration, price, ages and an illustration; axe clean', async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(experiences)
      for (const card of await cards.all()) {
        for (const term of ['Duration', 'Price', 'Ages', 'When']) {
          await expect(card.getByRole('term').filter({ hasText: term })).toBeVisible()
        }
        await expect(card.getByRole('definition')).toHaveCount(4)
        const image = card.getByRole('img')
        await expect(image).toHaveAttribute('alt', /^Illustration of /)
        await expect(image).toHaveAttribute('width', '800')
        await expect(image).toHaveAttribute('height', '500')
      }
      await expectNoAxeViolations(page)
    })

    test('an experience that is a listing links to it with Add to trip; the others’ book button goes to /contact', async ({
      page,
    }) => {
      await page.goto(path)
      for (const name of experiences) {
        const listing = LISTED[name]
        if (listing) {
          await expect(page.getByRole('link', { name: `See the listing: ${name}` })).toHaveAttribute(
            'href',
            `/play/${listing}`,
          )
          await expect(page.getByRole('link', { name: `Add ${name} to trip` })).toHaveAttribute(
            'href',
            `/trip?add=activity:${listing}&from=${encodeURIComponent(path)}`,
          )
          await expect(page.getByRole('link', { name: `Book Now: ${name}` })).toHaveCount(0)
        } else {
          await expect(page.getByRole('link', { name: `Book Now: ${name}` })).toHaveAttribute(
            'href',
            `/contact?subject=${encodeURIComponent(name)}`,
          )
        }
      }
      await waitForHydration(page)
      const unlisted = experiences.filter((name) => !LISTED[name])[1]!
      await page.getByRole('link', { name: `Book Now: ${unlisted}` }).click()
      await expect(page).toHaveURL(`/contact?subject=${encodeURIComponent(unlisted)}`)
      expect(new URL(page.url()).searchParams.get('subject')).toBe(unlisted)
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
  test('shows the four shop categories with their counts and four businesses with hours; axe clean', async ({
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
    const businesses = page.getByRole('region', { name: 'Featured Local Businesses' })
    await expect(businesses.getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(businesses.getByRole('term').filter({ hasText: 'Hours' })).toHaveCount(4)
    for (const hours of [
      'Daily, 10AM to 7PM',
      'Daily, 7AM to 7PM (summer); 8AM to 6PM (winter)',
      'Monday to Saturday, 9AM to 6PM; closed Sunday',
      'Tuesday to Sunday, 10AM to 6PM; closed Monday',
    ]) {
      await expect(businesses.getByText(hours, { exact: true })).toBeVisible()
    }
    // Sample shops: their made-up numbers are text, not calls.
    await expect(businesses.getByText(/^\(307\) 555-01\d\d$/)).toHaveCount(4)
    await expect(businesses.locator('a[href^="tel:"]')).toHaveCount(0)
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
