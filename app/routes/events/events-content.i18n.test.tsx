import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { writeTranslations } from '../../lib/translations.server'
import EventsRoute, { loader as eventsLoader } from './index'

/**
 * The events calendar's content in Spanish (issue 47 item 4, decision 057): each event's title and
 * description in Spanish where it has a translation, else in English marked lang="en"; English
 * pages never change. On both engines.
 */

type Summary = { id: string; date: string; title: string; description: string; english?: string[] }
const escape = (text: string) => text.replace(/'/g, '&#x27;').replace(/[.*+?^$()|[\]\\]/g, '\\$&')

const render = (locale: 'en' | 'es', search: string) =>
  renderPage(locale, {
    url: `${locale === 'es' ? '/es' : ''}/events${search}`,
    path: locale === 'es' ? '/es/events' : '/events',
    loader: eventsLoader,
    Component: EventsRoute as never,
  })

describe.each(TEST_DIALECTS)('the events lists’ content in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect)

  it('shows an event’s Spanish where it has one, else its English marked lang="en"', async () => {
    const listed = (await render('en', '')).data.events as Summary[]
    const [translated, untranslated] = [listed[0]!, listed.find((event) => event.id !== listed[0]!.id)!]
    const row = await t.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', translated.id)
      .executeTakeFirstOrThrow()
    await writeTranslations(
      t.db,
      'events',
      translated.id,
      'es',
      { title: 'Un evento en español', description: 'Su descripción en español.' },
      row,
    )
    await t.db.deleteFrom('content_translations').where('entity_id', '=', untranslated.id).execute()

    // The data: Spanish where translated, English named where not.
    const spanish = (await render('es', '')).data.events as Summary[]
    const mine = spanish.find((event) => event.id === translated.id)!
    expect([mine.title, mine.description, mine.english]).toEqual([
      'Un evento en español',
      'Su descripción en español.',
      undefined,
    ])
    const other = spanish.find((event) => event.id === untranslated.id)!
    expect([other.title, other.english]).toEqual([untranslated.title, ['title', 'description']])

    // The day's list and the month's highlights: the translated one without lang, the other marked.
    const day = await render('es', `?date=${translated.date}`)
    expect(day.html).toMatch(/<h3 (?![^>]*lang=)[^>]*>Un evento en español<\/h3>/)
    expect(day.html).toMatch(/<p (?![^>]*lang=)[^>]*>Su descripción en español\.<\/p>/)
    const otherDay = await render('es', `?date=${untranslated.date}`)
    expect(otherDay.html).toMatch(new RegExp(`<h3 [^>]*lang="en"[^>]*>${escape(untranslated.title)}</h3>`))
    expect(otherDay.html).toMatch(
      new RegExp(`<p [^>]*lang="en"[^>]*>${escape(untranslated.description)}</p>`),
    )

    // English: as it was, nothing marked.
    const english = await render('en', `?date=${translated.date}`)
    expect(english.html).toContain(escape(translated.title).replace(/\\/g, ''))
    expect(english.html).not.toContain('Un evento en español')
    expect(english.html).not.toContain('lang="en"')
  })
})
