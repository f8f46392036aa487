import { describe, expect, it } from 'vitest'
import { contentStrings, englishLeft, renderRoute, strayWords, visibleWords } from '../../../tests/i18n-pages'
import { useAppDatabase } from '../../../tests/setup/db'
import { writeTranslations } from '../../lib/translations.server'
import { en, es } from '../../locales'
import StayRoute, { loader as listLoader } from './index'
import StayDetailRoute, { loader as detailLoader } from './detail'

/**
 * /es/stay and /es/stay/:id in Spanish (issue 47): every interface text is a Spanish catalog text;
 * only the places' own words (from the database) stay as written.
 */

async function firstStay(): Promise<string> {
  const { data } = await renderRoute('/stay', listLoader, StayRoute)
  return (data as unknown as { stays: { id: string }[] }).stays[0]!.id
}

describe('the stay pages in Spanish', () => {
  const t = useAppDatabase('sqlite')

  it.each([['/es/stay'], ['/es/stay?type=ranches&access=step-free']])(
    '%s says nothing in English but the places’ own words',
    async (url) => {
      const { html, data } = await renderRoute(url, listLoader, StayRoute)
      const words = visibleWords(html)
      expect(strayWords(words, es, contentStrings(data))).toEqual([])
      expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
      expect(html).not.toMatch(/href="\/(stay|host-signup)/)
    },
  )

  it('a place to stay says nothing in English but its own words', async () => {
    const id = await firstStay()
    const { html, data } = await renderRoute(`/es/stay/${id}`, detailLoader, StayDetailRoute, { id })
    const words = visibleWords(html)
    expect(strayWords(words, es, contentStrings(data))).toEqual([])
    expect(englishLeft(words, en, es, contentStrings(data))).toEqual([])
    expect(html).toContain('Políticas')
    expect(html).toContain('<span>Estacionamiento</span>')
    expect(html).toContain('por noche')
  })

  it('say the kind of place above its name in Spanish, or in English marked as such', async () => {
    const eyebrow = async (id: string, locale: 'en' | 'es' = 'es') =>
      /<p class="text-sage font-semibold"( lang="en")?>([^<]*)<\/p>/.exec(
        (
          await renderRoute(`${locale === 'es' ? '/es' : ''}/stay/${id}`, detailLoader, StayDetailRoute, {
            id,
          })
        ).html,
      )
    // a type the host form knows (Mountain Cabin), one the catalog knows (Working Ranch)
    const cabin = await eyebrow('fireweed-log-cabin')
    expect([cabin?.[1], cabin?.[2]]).toEqual([undefined, 'Cabaña en la montaña'])
    expect((await eyebrow('salt-river-homestead-ranch'))?.[2]).toBe('Rancho ganadero en activo')
    // an owner's own words: English, marked, until an editor translates them
    await t.db
      .updateTable('stays')
      .set({ type: 'Yurt Camp' })
      .where('id', '=', 'fireweed-log-cabin')
      .execute()
    const own = await eyebrow('fireweed-log-cabin')
    expect([own?.[1], own?.[2]]).toEqual([' lang="en"', 'Yurt Camp'])
    const list = await renderRoute('/es/stay', listLoader, StayRoute)
    expect(list.html).toContain('<span lang="en">Yurt Camp</span>')
    const row = await t.db
      .selectFrom('stays')
      .selectAll()
      .where('id', '=', 'fireweed-log-cabin')
      .executeTakeFirstOrThrow()
    await writeTranslations(t.db, 'stays', row.id, 'es', { type: 'Campamento de yurtas' }, row)
    const translated = await eyebrow('fireweed-log-cabin')
    expect([translated?.[1], translated?.[2]]).toEqual([undefined, 'Campamento de yurtas'])
    // English says the type as written, unmarked
    const english = await eyebrow('fireweed-log-cabin', 'en')
    expect([english?.[1], english?.[2]]).toEqual([undefined, 'Yurt Camp'])
  })

  it('in English are unchanged', async () => {
    const { html, data } = await renderRoute('/stay', listLoader, StayRoute)
    expect((data as unknown as { showing: string }).showing).toMatch(/^Showing \d+ places to stay$/)
    expect(html).toContain('Stay the Wyoming Way')
    expect(html).toMatch(/Up to \d+ guests/)
    const id = await firstStay()
    const detail = await renderRoute(`/stay/${id}`, detailLoader, StayDetailRoute, { id })
    expect(detail.html).toContain('Back to Accommodations')
    expect(detail.html).toContain('<span>Parking</span>')
    expect(englishLeft(visibleWords(detail.html), es as Record<string, string>, en)).toEqual([])
  })
})
