import { describe, expect, it } from 'vitest'
import { activities, restaurants } from '../../../db/seed-data'
import { renderRoute } from '../../../tests/i18n-pages'
import { call, pageRequest } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { resolveFavorites } from '../../lib/trip/favorites.server'
import { loader as placesLoader } from '../map/places'
import PlayDetailRoute, { loader as detailLoader } from './detail'
import PlayFilterRoute, { loader as filterLoader } from './filter'
import PlayRoute, { loader } from './index'

/**
 * An activity's difficulty, category or season the catalog has no words for (an older or imported
 * value) stays English on the Spanish pages, marked `lang="en"`: on /es/play, /es/play/filter, the
 * activity's page and the map's cards (/es/map/places.json); every value the form allows is Spanish.
 */
describe.each(TEST_DIALECTS)('an activity’s unknown choices on the Spanish pages, on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  const activity = activities.find((a) => a.featured && a.coordinates)!

  const setDifficulty = (difficulty: string) =>
    t.db.updateTable('activities').set({ difficulty }).where('id', '=', activity.id).execute()

  it('says an unknown difficulty in English, marked, on /es/play, /es/play/filter and the activity’s page', async () => {
    await setDifficulty('Strenuous')
    const list = await renderRoute('/es/play', loader, PlayRoute)
    expect(list.html).toContain('<span lang="en">Strenuous</span>')
    const filter = await renderRoute('/es/play/filter', filterLoader, PlayFilterRoute)
    expect(filter.html).toContain('<span lang="en">Strenuous</span>')
    const detail = await renderRoute(`/es/play/${activity.id}`, detailLoader, PlayDetailRoute, {
      id: activity.id,
    })
    expect(detail.html).toContain('<span lang="en">Strenuous</span>')
    // In English: as written, no mark.
    const english = await renderRoute('/play', loader, PlayRoute)
    expect(english.html).toContain('Strenuous')
    expect(english.html).not.toContain('lang="en"')
  })

  it('says the older “Difficult” as Hard (“Difícil”), and every value the form allows in Spanish', async () => {
    for (const [value, spanish] of [
      ['Difficult', 'Difícil'],
      ['Easy', 'Fácil'],
      ['Moderate', 'Moderada'],
      ['Hard', 'Difícil'],
      ['Expert', 'Experta'],
    ]) {
      await setDifficulty(value!)
      const { html } = await renderRoute('/es/play', loader, PlayRoute)
      expect(html).not.toContain(`<span lang="en">${value}</span>`)
      expect(html).toContain(spanish)
    }
  })

  it('marks the English parts of the map cards’ subtitles (/es/map/places.json)', async () => {
    await setDifficulty('Strenuous')
    const restaurant = restaurants.find((r) => r.coordinates)!
    await t.db
      .updateTable('restaurants')
      .set({ type: 'Food Truck' })
      .where('id', '=', restaurant.id)
      .execute()
    const response: Response = await call(placesLoader, pageRequest('/es/map/places.json'))
    const { features } = (await response.json()) as {
      features: { properties: { href: string; subtitle: string; subtitleEnglish?: string } }[]
    }
    const card = (href: string) => features.find((f) => f.properties.href === href)!.properties
    const play = card(`/es/play/${activity.id}`)
    expect(play.subtitle).toMatch(/ · Strenuous · /)
    expect(play.subtitleEnglish).toBe('1')
    const eat = card(`/es/eat/${restaurant.id}`)
    expect(eat.subtitle).toBe(`Food Truck · ${restaurant.price}`)
    expect(eat.subtitleEnglish).toBe('0')
    // The other cards have nothing English to mark.
    expect(features.filter((f) => f.properties.subtitleEnglish)).toHaveLength(2)
    // English: no marks.
    const english: Response = await call(placesLoader, pageRequest('/map/places.json'))
    expect(JSON.stringify(await english.json())).not.toContain('subtitleEnglish')
  })

  it('marks them on /es/favorites too (the saved places’ second lines)', async () => {
    await setDifficulty('Strenuous')
    const [saved] = await resolveFavorites(t.db, [{ kind: 'activity', id: activity.id }], 'es')
    expect(saved).toMatchObject({ subtitle: expect.stringMatching(/ · Strenuous$/), subtitleEnglish: '1' })
    const [english] = await resolveFavorites(t.db, [{ kind: 'activity', id: activity.id }], 'en')
    expect(english!.subtitle).toBe(`${activity.category} · Strenuous`)
    expect(english).not.toHaveProperty('subtitleEnglish')
  })
})
