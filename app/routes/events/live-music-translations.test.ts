import { beforeAll, describe, expect, it } from 'vitest'
import { call, pageRequest, PASSWORD, sessionCookie, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as listingLoader } from '../admin/listing'
import { loader as musicLoader } from './live-music'
import { upsertUser } from '~/lib/auth.server'
import { searchSite } from '~/lib/search/search.server'
import { translationReport } from '~/lib/translation-status.server'
import { musicShows } from '../../../db/seed-data'
import { sampleTranslationsEs } from '../../../db/seed-data/translations-es'

withTestSecrets()

interface Show {
  id: string
  description: string
  english?: string[]
}

// Live music shows in two languages (issue 47 item 4, decision 057): a show's description has a
// Spanish translation like an event's, edited beside the English, shown on /es/events/live-music
// (the English marked lang="en" where there is none), found by its Spanish words and counted in
// /admin/translations.
describe.each(TEST_DIALECTS)('live music in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const ramblers = 'gros-ventre-ramblers-cowboy-bar'
  const spanish = sampleTranslationsEs.music_shows![ramblers]!.description!
  const english = musicShows.find((show) => show.id === ramblers)!.description
  const shows = async (path: string) => ((await call(musicLoader, pageRequest(path))) as { shows: Show[] }).shows

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
  })

  it('shows the Spanish description on the Spanish page and the English on the English one', async () => {
    const es = (await shows('/es/events/live-music')).find((show) => show.id === ramblers)!
    expect(es.description).toBe(spanish)
    expect(es.english).toBeUndefined()
    const en = (await shows('/events/live-music')).find((show) => show.id === ramblers)!
    expect(en.description).toBe(english)
    expect(en.english).toBeUndefined()
  })

  it('falls back to the English, named as English, where a show has no translation', async () => {
    await t.db
      .deleteFrom('content_translations')
      .where('entity_type', '=', 'music_shows')
      .where('entity_id', '=', ramblers)
      .execute()
    const es = (await shows('/es/events/live-music')).find((show) => show.id === ramblers)!
    expect(es.description).toBe(english)
    expect(es.english).toEqual(['description'])
    const report = await translationReport(t.db, 'es')
    expect(report.kinds.find((kind) => kind.type === 'music')).toMatchObject({ table: 'music_shows', missing: 1 })
    expect(report.gaps.find((gap) => gap.id === ramblers)?.missing).toEqual(['Description'])
  })

  it('gives the editor the Spanish description beside the English', async () => {
    const editor = await sessionCookie('editor@example.com')
    const page = await call(listingLoader, pageRequest(`/admin/listings/music/${ramblers}`, { cookie: editor }), {
      type: 'music',
      id: ramblers,
    })
    const names: string[] = page.fields.map((field: { name: string }) => field.name)
    expect(names.indexOf('description__es')).toBe(names.indexOf('description') + 1)
    expect(names).not.toContain('artist__es')
  })

  it('finds a show by the words of its Spanish description', async () => {
    const hits = (await searchSite(t.db, 'violinistas yodel', { today: '2026-11-24', locale: 'es' })).hits
    const variety = hits.find((hit) => hit.type === 'music')
    expect(variety?.url).toContain('star-valley-variety-night')
    expect(variety?.snippet).toMatch(/^Violinistas, cantantes de yodel/)
  })
})
