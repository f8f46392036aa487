import { describe, expect, it } from 'vitest'
import { stays } from '../../db/seed-data'
import { call, pageRequest } from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { loader as articleLoader } from '../routes/blog-article'
import { loader as blogFeedLoader } from '../routes/blog-feed'
import { loader as eatLoader } from '../routes/eat/detail'
import { loader as eventLoader } from '../routes/events/detail'
import { loader as stayLoader } from '../routes/stay/detail'
import { loader as storiesFeedLoader } from '../routes/stories-feed'
import { writeTranslations } from './translations.server'

type Json = Record<string, unknown>

/** A detail page's JSON-LD blocks: the thing itself, then its breadcrumbs. */
async function ldOf(loader: Parameters<typeof call>[0], url: string, params: Record<string, string>) {
  const data = (await call(loader, pageRequest(url), params)) as { ld: { 'script:ld+json': Json }[] }
  const [thing, trail] = data.ld.map((item) => item['script:ld+json'])
  return { thing: thing!, trail: trail! }
}

const crumbs = (trail: Json) =>
  (trail.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item])

const feed = async (loader: Parameters<typeof call>[0], url: string) =>
  ((await call(loader, pageRequest(url))) as Response).text()

/**
 * The JSON-LD of the Spanish detail pages speaks Spanish (issue 47): the breadcrumbs, the links, the
 * accessibility facts' names, the price words, the translated texts, `inLanguage` where schema.org
 * has it; English as it was. The Spanish feeds say their language (`xml:lang`).
 */
describe.each(TEST_DIALECTS)('JSON-LD and feeds in Spanish, on %s', (dialect) => {
  const t = useAppDatabase(dialect)

  it('a restaurant: Spanish breadcrumbs and links, its kind and accessibility facts in Spanish', async () => {
    const { thing, trail } = await ldOf(eatLoader, '/es/eat/elk-antler-grill', { id: 'elk-antler-grill' })
    expect(thing['@type']).toBe('Restaurant')
    expect(thing.url).toBe('/es/eat/elk-antler-grill')
    expect(thing.description).toMatch(/^Filetes cortados a mano/)
    expect(thing.servesCuisine).toBe('Asador del Oeste')
    const features = thing.amenityFeature as { name: string; description?: string }[]
    expect(features.map((f) => f.name)).toContain('Baño accesible')
    expect(features.find((f) => f.name === 'Entrada sin escalones')?.description).toBe(
      'Sin escalones, a nivel',
    )
    expect(JSON.stringify(features)).not.toMatch(/Accessible restroom|Step-free entrance|Not known/)
    expect(trail.inLanguage).toBe('es')
    expect(crumbs(trail)).toEqual([
      ['Inicio', '/es'],
      ['Comer', '/es/eat'],
      ['Elk Antler Grill', '/es/eat/elk-antler-grill'],
    ])
  })

  it('in English as it was (and the breadcrumbs say their language)', async () => {
    const { thing, trail } = await ldOf(eatLoader, '/eat/elk-antler-grill', { id: 'elk-antler-grill' })
    expect(thing.url).toBe('/eat/elk-antler-grill')
    expect(thing.servesCuisine).toBe('Western Steakhouse')
    expect((thing.amenityFeature as { name: string }[]).map((f) => f.name)).toContain('Accessible restroom')
    expect(crumbs(trail)).toEqual([
      ['Home', '/'],
      ['Eat', '/eat'],
      ['Elk Antler Grill', '/eat/elk-antler-grill'],
    ])
    expect(trail.inLanguage).toBe('en')
    const stay = stays[0]!
    const english = await ldOf(stayLoader, `/stay/${stay.id}`, { id: stay.id })
    expect(english.thing.priceRange).toBe(`$${stay.pricePerNight} per night`)
  })

  it('a stay’s price per night, an event’s and an article’s Spanish texts with inLanguage "es"', async () => {
    const stay = stays[0]!
    const lodging = await ldOf(stayLoader, `/es/stay/${stay.id}`, { id: stay.id })
    expect(lodging.thing.priceRange).toBe(`$${stay.pricePerNight} por noche`)
    expect(crumbs(lodging.trail)[1]).toEqual(['Dormir', '/es/stay'])

    const event = await ldOf(eventLoader, '/es/events/cowboy-christmas-winter-festival', {
      id: 'cowboy-christmas-winter-festival',
    })
    expect(event.thing).toMatchObject({
      '@type': 'Event',
      inLanguage: 'es',
      name: 'Festival de invierno Navidad Vaquera',
      url: '/es/events/cowboy-christmas-winter-festival',
    })
    expect(crumbs(event.trail)[1]).toEqual(['Eventos', '/es/events'])

    const article = await ldOf(articleLoader, '/es/blog/winter-wildlife-watching-in-jackson-hole', {
      slug: 'winter-wildlife-watching-in-jackson-hole',
    })
    expect(article.thing).toMatchObject({
      '@type': 'Article',
      inLanguage: 'es',
      headline: 'Guía familiar de la fauna de invierno en Jackson Hole',
      url: '/es/blog/winter-wildlife-watching-in-jackson-hole',
    })
  })

  it('the Spanish feeds say they are Spanish, and mark what stayed English', async () => {
    await writeTranslations(t.db, 'articles', 'from-mountain-men-to-rodeo-nights', 'es', { title: '' }, {})
    const blog = await feed(blogFeedLoader, '/es/blog/feed.xml')
    expect(blog).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">')
    expect(blog).toContain('<title>Guía familiar de la fauna de invierno en Jackson Hole</title>')
    expect(blog).toMatch(/<title xml:lang="en">From Mountain Men to Rodeo Nights[^<]*<\/title>/)
    const stories = await feed(storiesFeedLoader, '/es/stories/feed.xml')
    expect(stories).toContain('xml:lang="es">')
    const english = await feed(blogFeedLoader, '/blog/feed.xml')
    expect(english).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')
    expect(english).not.toContain('<title xml:lang')
  })
})
