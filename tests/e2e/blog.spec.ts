import { expect, type Page, test } from '@playwright/test'
import { articles } from '../../db/seed-data'
import { expectNoAxeViolations, waitForHydration } from './utils'

const CATEGORIES = [
  'All Articles',
  'Wildlife',
  'Cowboy Culture',
  'Indigenous Heritage',
  'Family Adventures',
  'Food & Culture',
  'Photography',
  'Local Voices',
]

const newestFirst = (list: typeof articles) =>
  [...list].sort((a, b) => b.publishDate.localeCompare(a.publishDate))
const FEATURED = newestFirst(articles.filter((a) => a.featured)).slice(0, 3)
const RECENT = newestFirst(articles.filter((a) => !a.featured)).slice(0, 4)

const categoryRow = (page: Page) => page.getByRole('navigation', { name: 'Blog categories' })

function formatDate(date: string) {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

async function expectCurrentCategory(page: Page, label: string) {
  for (const name of CATEGORIES) {
    const link = categoryRow(page).getByRole('link', { name, exact: true })
    if (name === label) await expect(link).toHaveAttribute('aria-current', 'page')
    else await expect(link).not.toHaveAttribute('aria-current')
  }
}

test('the blog front page: categories, 3 featured and 4 recent articles, axe clean', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Wyoming Blog' })).toBeVisible()
  await expect(categoryRow(page).getByRole('link')).toHaveText(CATEGORIES)
  await expectCurrentCategory(page, 'All Articles')

  const featured = page.getByRole('region', { name: 'Featured Articles' })
  await expect(featured.getByRole('article')).toHaveCount(3)
  await expect(featured.getByRole('heading', { level: 3 })).toHaveText(FEATURED.map((a) => a.title))
  for (const article of FEATURED) {
    const card = featured.getByRole('article').filter({ hasText: article.title })
    await expect(card.getByText(article.category, { exact: true }).first()).toBeVisible()
    await expect(card.getByText(article.author)).toBeVisible()
    await expect(card.getByText(article.readTime)).toBeVisible()
    await expect(card.getByText(formatDate(article.publishDate))).toBeVisible()
    await expect(card.getByText(`${article.views.toLocaleString('en-US')} views`)).toBeVisible()
    // At most two tags on a featured card.
    await expect(card.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(
      article.tags.slice(0, 2),
    )
  }

  const recent = page.getByRole('region', { name: 'Recent Articles' })
  await expect(recent.getByRole('article')).toHaveCount(4)
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText(RECENT.map((a) => a.title))
  for (const article of RECENT) {
    const card = recent.getByRole('article').filter({ hasText: article.title })
    for (const text of [
      article.category,
      article.author,
      article.readTime,
      formatDate(article.publishDate),
      `${article.views.toLocaleString('en-US')} views`,
    ]) {
      await expect(card.getByText(text, { exact: true })).toBeVisible()
    }
  }
  await expectNoAxeViolations(page)
})

test('every category filters the articles and is kept in the URL', async ({ page }) => {
  test.slow()
  await page.goto('/blog')
  await waitForHydration(page)
  for (const category of CATEGORIES.slice(1)) {
    await categoryRow(page).getByRole('link', { name: category, exact: true }).click()
    await expect(page).toHaveURL(/\/blog\?category=[a-z-]+$/)
    await expectCurrentCategory(page, category)
    const list = page.getByRole('region', { name: `${category} Articles` })
    const expected = newestFirst(articles.filter((a) => a.category === category))
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(expected.map((a) => a.title))
    await expect(
      list.getByText(expected.length === 1 ? '1 article' : `${expected.length} articles`),
    ).toBeVisible()
  }
  await page.reload()
  await expectCurrentCategory(page, 'Local Voices')
  await expectNoAxeViolations(page)
  await categoryRow(page).getByRole('link', { name: 'All Articles' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('region', { name: 'Featured Articles' })).toBeVisible()
})

test('a category link opened directly shows that category', async ({ page }) => {
  await page.goto('/blog?category=food-culture')
  await expectCurrentCategory(page, 'Food & Culture')
  await expect(page.getByRole('heading', { level: 2, name: 'Food & Culture Articles' })).toBeVisible()
})

test('View All shows every article', async ({ page }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'View All', exact: true }).click()
  await expect(page).toHaveURL('/blog?view=all')
  const list = page.getByRole('region', { name: 'All Articles' })
  await expect(list.getByRole('article')).toHaveCount(articles.length)
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(newestFirst(articles).map((a) => a.title))
  await expect(list.getByText(`${articles.length} articles`)).toBeVisible()
  await expectCurrentCategory(page, 'All Articles')
  await expectNoAxeViolations(page)
})

test('filtering and View All work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blog')
  await categoryRow(page).getByRole('link', { name: 'Photography' }).click()
  await expect(page).toHaveURL('/blog?category=photography')
  await expectCurrentCategory(page, 'Photography')
  await page.goto('/blog')
  await page.getByRole('link', { name: 'View All', exact: true }).click()
  await expect(page.getByRole('region', { name: 'All Articles' }).getByRole('article')).toHaveCount(
    articles.length,
  )
  await context.close()
})

test('each card opens its article', async ({ page }) => {
  // One page load and one navigation per card: 25-31 s on a slow machine, against the default 30.
  test.slow()
  await page.goto('/blog')
  await waitForHydration(page)
  for (const article of [...FEATURED, ...RECENT]) {
    await page.goto('/blog')
    await page.getByRole('link', { name: article.title, exact: true }).click()
    await expect(page).toHaveURL(`/blog/${article.id}`)
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  }
})

test('the newsletter box and Submit Your Article', async ({ page }) => {
  await page.goto('/blog')
  const box = page.getByRole('region', { name: 'Get Stories in Your Inbox' })
  const email = box.getByRole('textbox', { name: 'Email address' })
  await expect(email).toHaveAttribute('type', 'email')
  await expect(email).toHaveAttribute('placeholder', 'Enter your email')
  await expect(box.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Submit Your Article' }).click()
  await expect(page).toHaveURL('/submit-story')
})

test('an article page shows the whole article, its tags and related articles', async ({ page }) => {
  const article = articles[0]!
  await page.goto(`/blog/${article.id}`)
  await expect(page).toHaveTitle(`${article.title} | Wyoming Navigator`)
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByRole('img', { name: article.image.alt })).toBeVisible()
  for (const text of [
    article.author,
    article.readTime,
    formatDate(article.publishDate),
    `${article.views.toLocaleString('en-US')} views`,
  ]) {
    await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible()
  }
  const paragraphs = article.body.split('\n\n')
  for (const paragraph of paragraphs) await expect(page.getByText(paragraph, { exact: true })).toBeVisible()
  const tags = page.getByRole('region', { name: 'Tags' })
  await expect(tags.getByRole('listitem')).toHaveText(article.tags)

  const related = page.getByRole('region', { name: 'Related Articles' })
  await expect(related.getByRole('article')).toHaveCount(3)
  await expect(related.getByText(article.title)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await waitForHydration(page)
  await page.getByRole('link', { name: `More ${article.category} articles` }).click()
  await expect(page).toHaveURL(/\/blog\?category=/)
  await expectCurrentCategory(page, article.category)

  await page.goto(`/blog/${article.id}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL('/blog')

  await page.goto(`/blog/${article.id}`)
  await waitForHydration(page)
  const first = related.getByRole('article').first()
  const title = (await first.getByRole('heading').textContent())!
  await first.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('an unknown article is a 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
})
