import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExperienceCard } from '../../components/experience-card'
import { activities } from '../../../db/seed-data'
import { ADVENTURES, COWBOY, INDIGENOUS, WILDLIFE } from '../../content/explore'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../../tests/setup/db'
import { experienceListings } from '../../lib/explore.server'

const PAGES = [WILDLIFE, COWBOY, INDIGENOUS, ADVENTURES]

describe('the explore pages’ experiences and their listings', () => {
  it('name their listings by id, each a seeded activity', () => {
    const named = PAGES.flatMap((page) => page.experiences.flatMap((e) => (e.listing ? [e.listing] : [])))
    expect(named.length).toBeGreaterThanOrEqual(4)
    const ids = new Set(activities.map((a) => a.id))
    for (const listing of named) expect(ids.has(listing.id), listing.id).toBe(true)
  })

  it('draw a listed experience’s card with its listing and Add to trip, the others with Book Now', () => {
    const render = (listing?: Parameters<typeof ExperienceCard>[0]['listing']) =>
      renderToString(
        createElement(
          MemoryRouter,
          { initialEntries: ['/wildlife'] },
          createElement(ExperienceCard, { experience: WILDLIFE.experiences[1]!, listing }),
        ),
      )
    const listed = render({
      kind: 'activity',
      id: 'elk-refuge-sleigh-ride',
      href: '/play/elk-refuge-sleigh-ride',
    })
    expect(listed).toContain('href="/play/elk-refuge-sleigh-ride"')
    expect(listed).toContain('href="/trip?add=activity:elk-refuge-sleigh-ride&amp;from=%2Fwildlife"')
    expect(listed).toContain('Add to trip')
    expect(listed).not.toContain('Book Now')
    expect(listed).not.toContain('/contact')
    const unlisted = render()
    expect(unlisted).toContain('Book Now')
    expect(unlisted).toContain('href="/contact?subject=National%20Elk%20Refuge%20Sleigh%20Ride"')
    expect(unlisted).not.toContain('Add to trip')
  })
})

describe.each(TEST_DIALECTS)('experienceListings on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  it('gives each experience its listing while it is in the guide, by name', async () => {
    expect(await experienceListings(t.db, WILDLIFE)).toEqual({
      'National Elk Refuge Sleigh Ride': {
        kind: 'activity',
        id: 'elk-refuge-sleigh-ride',
        href: '/play/elk-refuge-sleigh-ride',
      },
      'Snake River Scenic Float': {
        kind: 'activity',
        id: 'snake-river-scenic-float',
        href: '/play/snake-river-scenic-float',
      },
    })
    // No experience of the page is a listing: no query, nothing.
    expect(await experienceListings(t.db, COWBOY)).toEqual({})
  })

  it('leaves out a listing an editor hid or deleted (its card keeps the contact form)', async () => {
    await t.db.updateTable('activities').set({ hidden: 1 }).where('id', '=', 'taggart-lake-hike').execute()
    await t.db.deleteFrom('activities').where('id', '=', 'snow-king-family-ski-lessons').execute()
    expect(await experienceListings(t.db, ADVENTURES)).toEqual({})
    await t.db.updateTable('activities').set({ hidden: 0 }).where('id', '=', 'taggart-lake-hike').execute()
    expect(Object.keys(await experienceListings(t.db, ADVENTURES))).toEqual(['Family Hike to Taggart Lake'])
  })
})
