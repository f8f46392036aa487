import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, visibleWords } from '../../../tests/i18n-pages'
import { strayWords } from '../../../tests/i18n-render'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import { sampleTranslationsEs } from '../../../db/seed-data/translations-es'
import AdventuresRoute, { loader as adventuresLoader } from './adventures'
import CowboyRoute, { loader as cowboyLoader } from './cowboy'
import IndigenousRoute, { loader as indigenousLoader } from './indigenous'
import ListingsRoute, { loader as listingsLoader } from './listings'
import WildlifeRoute, { loader as wildlifeLoader } from './wildlife'

/**
 * The explore pages in Spanish (issue 47): their editorial words (written in code, so interface
 * text) are Spanish catalog texts; the featured listings' own words (from the database) are the
 * only English, marked lang="en"; English says what it said.
 */

const PAGES = {
  wildlife: [wildlifeLoader, WildlifeRoute],
  cowboy: [cowboyLoader, CowboyRoute],
  indigenous: [indigenousLoader, IndigenousRoute],
  adventures: [adventuresLoader, AdventuresRoute],
  listings: [listingsLoader, ListingsRoute],
} as const

const render = (page: keyof typeof PAGES, locale: 'en' | 'es') =>
  renderRoute(`${locale === 'es' ? '/es' : ''}/${page}`, PAGES[page][0], PAGES[page][1])

describe('the explore pages in Spanish', () => {
  useAppDatabase('sqlite')

  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])(
    '/es/%s says nothing in English but its listings’ names and pictures',
    async (page) => {
      const { html, data } = await render(page, 'es')
      // The featured listings' own words from the database: names, pictures' alt text (the rest is marked lang="en").
      const content = contentStrings((data as unknown as { featured: unknown }).featured)
      const { stray, english } = strayWords(html, (word) => content.includes(word))
      expect(stray).toEqual([])
      expect(english).toEqual([])
      expect(html).not.toMatch(/href="\/(contact|trip|play|eat|stay)[/?"]/)
      expect(data.title).toBe(es[`explore.${page}.title`])
    },
  )

  it('says it in Spanish', async () => {
    const wildlife = await render('wildlife', 'es')
    expect(wildlife.html).toContain('Observa la fauna con seguridad')
    expect(wildlife.html).toContain('Desde los 6 años')
    expect(wildlife.html).toContain('href="/es/contact?subject=Safari%20de%20fauna%20al%20amanecer"')
    expect(wildlife.html).toContain('aria-label="Reservar: Safari de fauna al amanecer"')
    expect(wildlife.html).toMatch(/<dt [^>]*>.*?Precio<\/dt><dd [^>]*lang="en"/)
    // the featured listings' Spanish from the sample content, not marked English; their season in Spanish
    const sleigh = sampleTranslationsEs.activities!['elk-refuge-sleigh-ride']!.description!
    expect(wildlife.html).toContain(`<p class="text-muted-foreground mt-2">${sleigh}</p>`)
    expect(wildlife.html).toMatch(/<dt [^>]*>.*?Cuándo<\/dt><dd class="pl-6">Invierno<\/dd>/)
    const cowboy = await render('cowboy', 'es')
    expect(cowboy.html).toContain(sampleTranslationsEs.restaurants!['antler-arch-chuckwagon']!.description)
    const indigenous = await render('indigenous', 'es')
    expect(indigenous.html).toContain('Visitar con respeto')
    const listings = await render('listings', 'es')
    expect(listings.html).toContain('Más de 15 tiendas')
  })

  it('in English says what it said', async () => {
    const wildlife = await render('wildlife', 'en')
    expect(wildlife.data.title).toBe('Wildlife Experiences')
    expect(wildlife.data.description).toBe(
      'Wildlife viewing experiences around Jackson Hole: bison, elk, moose and more, watched safely.',
    )
    for (const text of [
      'Guided Wildlife Experiences',
      'Sunrise Wildlife Safari',
      'Ages 6+',
      'Book Now',
      'aria-label="Book Now: Sunrise Wildlife Safari"',
      'href="/contact?subject=Sunrise%20Wildlife%20Safari"',
      'Questions Before You Book?',
      'See the listing',
      'Add to trip',
    ])
      expect(wildlife.html).toContain(text)
    expect(wildlife.html).not.toContain('lang="en"')
    const cowboy = await render('cowboy', 'en')
    expect(cowboy.html).toContain('All ages')
    const indigenous = await render('indigenous', 'en')
    expect(indigenous.html).toContain('Visiting with Respect')
    expect(indigenous.html).toContain('Ask before photographing')
    const listings = await render('listings', 'en')
    expect(listings.data.title).toBe('Shop Local')
    for (const text of [
      'Shop by Category',
      'Western Wear &amp; Art Shops',
      '15+ shops',
      'Own a Local Business?',
    ])
      expect(listings.html).toContain(text)
    expect(englishLeft(visibleWords(listings.html), es as Record<string, string>, en)).toEqual([])
  })
})
