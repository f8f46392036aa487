import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Locale } from '~/lib/i18n/config'
import type { Messages } from '~/lib/i18n/messages'
import { createTranslator, loadFormatter, TranslatorContext } from '~/lib/i18n/use-t'
import { call, pageRequest, withTestSecrets } from '../../../tests/helpers'
import { contentStrings } from '../../../tests/i18n-pages'
import { isSpanishText, strayWords } from '../../../tests/i18n-render'
import { useAppDatabase } from '../../../tests/setup/db'
import TripRoute, { action as tripAction, loader as tripLoader } from './index'
import TripPrintRoute, { loader as printLoader } from './print'
import SharedTripRoute, { loader as sharedLoader } from './shared'
import { loader as icsLoader } from './ics'

withTestSecrets()

/**
 * The trip planner in Spanish (issue 47): /es/trip, /es/trip/print, /es/trip/shared/:id and
 * /es/trip.ics say nothing in English but the trip's content (places' names and addresses, the
 * visitor's notes); the checks the server makes (hours, daylight, overlaps, drives, the trip's
 * need) are Spanish too. English stays as it was (app/routes/trip/trip.test.ts has its words).
 */

/** A page rendered from its loader's data for a visitor with a trip cookie, as the root layout gives its words. */
async function render(
  locale: Locale,
  url: string,
  path: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' own types
  loader: (args: any) => unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules' own types
  Component: React.ComponentType<any>,
  cookie: string,
  params: Record<string, string> = {},
) {
  await loadFormatter()
  const data = (await call(loader as never, pageRequest(url, { cookie }), params)) as Record<string, unknown>
  function Page() {
    const loaderData = useLoaderData() as Record<string, unknown> & { messages?: Messages }
    const t = createTranslator(locale, { ...messagesFor(locale, ['shell']), ...loaderData.messages })
    return (
      <TranslatorContext.Provider value={t}>
        <Component loaderData={loaderData} />
      </TranslatorContext.Provider>
    )
  }
  const Stub = createRoutesStub([{ path, Component: Page, loader: () => data }])
  const html = renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': data } }} />)
  return { html, data }
}

/** Figures and signs a page shows in any language: times, sizes, miles. */
const FIGURES = /^(?:[\d:.,\s–-]+(?:[ap]\.?\s?m\.?)?|\(\.ics\)|·|\.)$/i

describe('the trip planner in Spanish', () => {
  const t = useAppDatabase('sqlite')

  const post = async (form: Record<string, string>, cookie?: string, path = '/es/trip') =>
    (await call(tripAction, pageRequest(path, { cookie, form }))) as Response

  /** A winter trip with a stay, a dinner and a hike that overlap and end after dark, and a need. */
  async function plannedTrip() {
    const dates = await post({ intent: 'dates', arrive: '2027-01-15', depart: '2027-01-17' })
    // Answered in the page's language: back to /es/trip.
    expect(dates.headers.get('Location')).toBe('/es/trip')
    const cookie = dates.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('trip='))!
    await post({ intent: 'add', kind: 'stay', id: 'fireweed-log-cabin', day: '2027-01-15' }, cookie)
    await post({ intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: '2027-01-16' }, cookie)
    await post({ intent: 'add', kind: 'activity', id: 'taggart-lake-hike', day: '2027-01-16' }, cookie)
    await post({ intent: 'need', need: 'stroller' }, cookie)
    const id = decodeURIComponent(cookie.slice('trip='.length))
    const stops = await t.db.selectFrom('trip_stops').selectAll().where('trip_id', '=', id).execute()
    const stopOf = (listing: string) => stops.find((s) => s.listing_id === listing)!.id
    await post({ intent: 'stop', stop: stopOf('elk-antler-grill'), startTime: '16:00', note: '' }, cookie)
    await post({ intent: 'stop', stop: stopOf('taggart-lake-hike'), startTime: '16:30', note: '' }, cookie)
    return cookie
  }

  /** What a Spanish page says that is neither Spanish nor the trip's content. */
  function english(html: string, data: unknown) {
    const content = contentStrings(data)
    const isContent = (word: string) =>
      content.includes(word) ||
      content.some(
        (text) => text.length > 3 && word.includes(text) && isSpanishText(word.split(text).join('x')),
      )
    const one = (word: string) => FIGURES.test(word) || isContent(word) || isSpanishText(word)
    // A stop's kind, time and nights, a day's count, "Inicio:": catalog texts joined by " · " or ending in ":".
    return strayWords(html, (word) =>
      word
        .split(/\s*·\s*/)
        .filter(Boolean)
        .every((part) => one(part) || one(part.replace(/:$/, ''))),
    )
  }

  it('/es/trip says its words, checks and dates in Spanish', async () => {
    const cookie = await plannedTrip()
    const { html, data } = await render('es', '/es/trip', '/es/trip', tripLoader, TripRoute, cookie)
    const { stray, english: left } = english(html, data)
    expect(stray).toEqual([])
    expect(left).toEqual([])
    expect(data.title).toBe('Planea tu viaje')
    expect(html).toContain('Del 15 de enero de 2027 al 17 de enero de 2027')
    expect(html).toContain('viernes, 15 de enero de 2027')
    expect(html).toContain('Amanecer ')
    expect(html).toContain('Se cruza con Elk Antler Grill')
    expect(html).toContain('Sigue después del atardecer')
    expect(html).toContain('la necesidad de tu viaje (se necesitan lugares aptos para carriolas)')
    expect(html).toContain('2 noches: del vie, 15 de ene al dom, 17 de ene')
    expect(html).toContain('href="/es/trip.ics"')
    expect(html).toContain('href="/es/trip/print"')
    expect(html).toContain('/es/trip/shared/')
    expect(html).toContain('Unos ')
  })

  it('/es/trip without a trip asks for the dates in Spanish', async () => {
    const { html, data } = await render('es', '/es/trip', '/es/trip', tripLoader, TripRoute, '')
    expect(english(html, data)).toEqual({ stray: [], english: [] })
    expect(html).toContain('href="/es/eat"')
  })

  it('/es/trip/print and /es/trip/shared/:id are Spanish', async () => {
    const cookie = await plannedTrip()
    const print = await render('es', '/es/trip/print', '/es/trip/print', printLoader, TripPrintRoute, cookie)
    expect(english(print.html, print.data)).toEqual({ stray: [], english: [] })
    expect(print.html).toContain('Nuestro viaje por Wyoming')
    expect(print.html).toContain('Tus días en el mapa')

    const share = (await call(tripLoader, pageRequest('/es/trip', { cookie }))) as { shareUrl: string }
    const id = share.shareUrl.split('/').at(-1)!
    const shared = await render(
      'es',
      `/es/trip/shared/${id}`,
      '/es/trip/shared/:id',
      sharedLoader,
      SharedTripRoute,
      '',
      { id },
    )
    expect(english(shared.html, shared.data)).toEqual({ stray: [], english: [] })
    expect(shared.data.title).toBe('Un viaje compartido')
    expect(shared.html).toContain('Copiar a mi viaje')
  })

  it('/es/trip.ics has its words in Spanish, /trip.ics in English', async () => {
    const cookie = await plannedTrip()
    /** The file's text with its long lines unfolded (RFC 5545). */
    const ics = async (path: string) =>
      ((await ((await call(icsLoader, pageRequest(path, { cookie }))) as Response).text()) as string).replace(
        /\r\n /g,
        '',
      )
    const spanish = await ics('/es/trip.ics')
    expect(spanish).toContain('X-WR-CALNAME:Mi viaje por Wyoming')
    expect(spanish).toContain('Cómo llegar: ')
    expect(spanish).toContain('Nota: Se cruza con Elk Antler Grill')
    expect(spanish).not.toContain('Directions: ')
    expect(spanish).toContain('En la guía: /es/eat/elk-antler-grill')
    const english = await ics('/trip.ics')
    expect(english).toContain('X-WR-CALNAME:My Wyoming trip')
    expect(english).toContain('Directions: ')
    expect(english).toContain('Note: Overlaps Elk Antler Grill')
    expect(english).toContain('In the guide: /eat/elk-antler-grill')
  })

  it('/trip in English is as before', async () => {
    const cookie = await plannedTrip()
    const { html, data } = await render('en', '/trip', '/trip', tripLoader, TripRoute, cookie)
    expect(data.title).toBe('Plan Your Trip')
    for (const text of [
      'Plan Your Trip',
      'January 15, 2027 to January 17, 2027',
      ' · 3 days, 3 stops',
      'Friday, January 15, 2027',
      'Overlaps Elk Antler Grill, which runs until about 5:30 PM: move one of them to another time or day.',
      'Does not fit your trip’s need (stroller-friendly places needed)',
      '2 nights: Fri, Jan 15 to Sun, Jan 17',
      'Add to calendar (.ics)',
      'Your days on the map',
      'Yes, clear my trip',
    ])
      expect(html).toContain(text.replace(/'/g, '&#x27;'))
    expect(html).toContain('href="/trip.ics"')
  })
})
