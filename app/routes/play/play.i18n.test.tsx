import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../../tests/i18n-pages'
import { useAppDatabase } from '../../../tests/setup/db'
import { en, es } from '../../locales'
import { getDb } from '../../lib/db.server'
import PlayDetailRoute, { loader } from './detail'
import PlayPhotosRoute, { loader as photosLoader } from './photos'

/**
 * /es/play/:id in Spanish (issue 47): every interface text is a Spanish catalog text; only the
 * activity's own words (from the database) stay as written.
 */

async function firstActivity(): Promise<string> {
  const row = await getDb().selectFrom('activities').select('id').orderBy('id').executeTakeFirstOrThrow()
  return row.id
}

describe('an activity page in Spanish', () => {
  useAppDatabase('sqlite')

  it('says nothing in English but the activity’s own words', async () => {
    const id = await firstActivity()
    const { html, data } = await renderRoute(`/es/play/${id}`, loader, PlayDetailRoute, { id })
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Planea tu visita')
    expect(html).toContain(`href="/es/play/${id}/photos"`)
  })

  it('in English is unchanged', async () => {
    const id = await firstActivity()
    const { html } = await renderRoute(`/play/${id}`, loader, PlayDetailRoute, { id })
    expect(html).toContain('Plan Your Visit')
    expect(html).toContain('Back to Activities')
    expect(englishLeft(visibleWords(html), es as Record<string, string>, en)).toEqual([])
  })
})

describe('an activity’s photos in Spanish', () => {
  useAppDatabase('sqlite')

  it('say nothing in English but the activity’s own words', async () => {
    const id = await firstActivity()
    const { html, data } = await renderRoute(`/es/play/${id}/photos`, photosLoader, PlayPhotosRoute, { id })
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain(`href="/es/play/${id}"`)
    expect(html).toMatch(/Foto 1 de \d+/)
    expect((data as unknown as { intro: string }).intro).toMatch(/^\d+ fotos? con su descripción\./)
  })

  it('in English are unchanged', async () => {
    const id = await firstActivity()
    const { html, data } = await renderRoute(`/play/${id}/photos`, photosLoader, PlayPhotosRoute, { id })
    const name = (data as unknown as { activity: { name: string } }).activity.name
    expect(html).toContain(`${name}: Photos`)
    expect(html).toMatch(/Photo 1 of \d+/)
    expect((data as unknown as { intro: string }).intro).toMatch(
      /^\d+ pictures with captions\. Use the arrow keys or the buttons to browse\.$/,
    )
    expect((data as unknown as { title: string }).title).toBe(`Photos: ${name}`)
  })
})
