/**
 * Issue 51: any value an editor can save through a listing editor's schema never makes a public
 * page, feed or file answer 5xx. Generated values that each kind's editor schema accepts are saved
 * the way the editor action saves them (updateListing), then the kind's public pages (loader and
 * server render), its lists and every feed and file that shows it are asked for.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, PASSWORD, pageRequest, withTestSecrets, type AnyHandler } from '../../../tests/helpers'
import { renderPage } from '../../../tests/render-page'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { editorSchema, looseDb } from '~/lib/kinds/editor.server'
import type { EditorField, ListingType } from '~/lib/kinds/editor'
import { LISTING_TYPES } from '~/lib/kinds/editor'
import { editorOf, getEditableListing, updateListing } from '~/lib/listing-admin.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import BlogArticle, { loader as blogArticleLoader } from '../blog-article'
import Blog, { loader as blogLoader } from '../blog'
import { loader as blogFeedLoader } from '../blog-feed'
import EatDetail, { loader as eatDetailLoader } from '../eat/detail'
import EatIndex, { loader as eatIndexLoader } from '../eat/index'
import EventDetail, { loader as eventDetailLoader } from '../events/detail'
import { loader as eventIcsLoader } from '../events/event-ics'
import { loader as feedLoader } from '../events/feed'
import EventsIndex, { loader as eventsLoader } from '../events/index'
import LiveMusic, { loader as liveMusicLoader } from '../events/live-music'
import PlayDetail, { loader as playDetailLoader } from '../play/detail'
import PlayIndex, { loader as playIndexLoader } from '../play/index'
import { loader as sitemapLoader } from '../sitemap'
import StayDetail, { loader as stayDetailLoader } from '../stay/detail'
import StayIndex, { loader as stayIndexLoader } from '../stay/index'

withTestSecrets()

const place = listingPlaceRules()
const today = todayInTimeZone()
const pad = (n: number) => String(n).padStart(2, '0')

/** Text as editors type it: letters, marks, emoji, markup-looking and calendar-special characters. */
const anyText = (max: number) =>
  fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      ' ',
      'é',
      '漢',
      '🎻',
      '<',
      '>',
      '&',
      '"',
      "'",
      ';',
      ',',
      '\\',
      ':',
      '$',
      '0',
      '9',
      '\n',
    ),
    maxLength: Math.min(max, 80),
  })

/** A value the field's editor input can hold; the schema decides whether it is saved. */
function fieldValue(field: EditorField): fc.Arbitrary<string | string[]> {
  const optional = <T,>(arb: fc.Arbitrary<T>, empty: T) =>
    field.required ? arb : fc.oneof(fc.constant(empty), arb)
  const max = field.max ?? 200
  switch (field.input) {
    case 'url':
      return optional(fc.webUrl({ withQueryParameters: true }), '')
    case 'email':
      return optional(fc.emailAddress(), '')
    case 'tel':
      return optional(fc.stringMatching(/^[\d +()\-.]{1,20}$/), '')
    case 'date':
      return fc.integer({ min: -400, max: 400 }).map((days) => addDaysIso(today, days))
    case 'time':
      return optional(
        fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([h, m]) => `${pad(h)}:${pad(m)}`),
        '',
      )
    case 'select':
      return optional(fc.constantFrom(...(field.options ?? [''])), '')
    case 'town':
      return optional(fc.constantFrom(...place.towns), '')
    case 'checkboxes':
      return fc.subarray([...(field.options ?? [])])
    case 'checkbox':
      return fc.constantFrom('on', 'off')
    case 'number': {
      const n = fc.integer({ min: field.min ?? 0, max: Math.min(field.max ?? 1_000_000, 1_000_000) })
      const typed = field.money
        ? fc.oneof(
            n.map(String),
            n.map((v) => `$${v.toLocaleString('en-US')}`),
            n.map((v) => `${v}.00`),
          )
        : n.map(String)
      return optional(typed, '')
    }
    case 'lat':
    case 'lng':
      return fc.constant('') // the pin is set below, both or neither
    case 'opening_hours':
      return fc.constantFrom('', 'Mo-Fr 08:00-17:00', '24/7', 'Mo-Su 11:00-22:00; Tu off')
    case 'lines':
      return fc.array(anyText(60), { maxLength: 4 }).map((lines) => lines.join('\n').slice(0, max))
    default: {
      const text = anyText(max)
      return field.required ? text.map((v) => (v.trim() ? v : `x${v}`)) : text
    }
  }
}

/** Values for every field of a kind's editor, the pin both set or both empty. */
function editorValues(type: ListingType) {
  const spec = editorOf(type)
  const fields = Object.fromEntries(spec.fields.map((field) => [field.name, fieldValue(field)]))
  const pin = fc.oneof(
    fc.constant(null),
    fc.tuple(
      fc.double({ min: place.bounds.south, max: place.bounds.north, noNaN: true }),
      fc.double({ min: place.bounds.west, max: place.bounds.east, noNaN: true }),
    ),
  )
  return fc.tuple(fc.record(fields), pin).map(([values, at]) => {
    if (at && spec.fields.some((f) => f.input === 'lat'))
      return { ...values, lat: at[0].toFixed(5), lng: at[1].toFixed(5) }
    return values
  })
}

type Page = [Component: unknown, loader: AnyHandler, url: string, params?: Record<string, string>]

/** What visitors can ask for that shows a listing of this kind with this id. */
function publicPages(type: ListingType, id: string): Page[] {
  switch (type) {
    case 'restaurants':
      return [
        [EatDetail, eatDetailLoader, `/eat/${id}`, { id }],
        [EatIndex, eatIndexLoader, '/eat'],
      ]
    case 'stays':
      return [
        [StayDetail, stayDetailLoader, `/stay/${id}`, { id }],
        [StayIndex, stayIndexLoader, '/stay'],
      ]
    case 'activities':
      return [
        [PlayDetail, playDetailLoader, `/play/${id}`, { id }],
        [PlayIndex, playIndexLoader, '/play'],
      ]
    case 'events':
      return [
        [EventDetail, eventDetailLoader, `/events/${id}`, { id }],
        [EventsIndex, eventsLoader, '/events'],
      ]
    case 'music':
      return [[LiveMusic, liveMusicLoader, '/events/live-music']]
    case 'articles':
      return [
        [BlogArticle, blogArticleLoader, `/blog/${id}`, { slug: id }],
        [Blog, blogLoader, '/blog'],
      ]
  }
}

/** The feeds and files: an event's own .ics, the events feed and its category, the blog feed, the sitemap. */
function publicFiles(
  type: ListingType,
  id: string,
  category: string,
): [AnyHandler, string, Record<string, string>?][] {
  const files: [AnyHandler, string, Record<string, string>?][] = [
    [sitemapLoader, '/sitemap.xml'],
    [blogFeedLoader, '/blog/feed.xml'],
  ]
  if (type === 'events')
    files.push(
      [eventIcsLoader, `/events/${id}.ics`, { id }],
      [feedLoader, '/events/feed.ics'],
      [feedLoader, `/events/feed.ics?category=${encodeURIComponent(category)}`],
    )
  return files
}

/**
 * The status a loader answers: its Response's, a thrown Response's or data()'s (a 404, say);
 * anything else thrown fails the test as the 500 it would be.
 */
async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await run()
    return answer instanceof Response ? answer.status : 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    const status = (thrown as { init?: { status?: number } } | null)?.init?.status
    if (typeof status === 'number') return status
    throw thrown
  }
}

describe.each(TEST_DIALECTS)('any value an editor saves, on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let actorId: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'property@example.com', password: PASSWORD, role: 'editor' }, dialect)
    actorId = (
      await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'property@example.com')
        .executeTakeFirstOrThrow()
    ).id
  })

  it.each(LISTING_TYPES)('never makes a public page, feed or file of %s answer 5xx', async (type) => {
    const spec = editorOf(type)
    const schema = editorSchema(spec, place)
    const id = String(
      (await looseDb(t.db).selectFrom(spec.table).select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    )
    await fc.assert(
      fc.asyncProperty(editorValues(type), async (values) => {
        const parsed = schema.safeParse(values)
        fc.pre(parsed.success)
        const listing = (await getEditableListing(t.db, type, id))!
        const saved = await updateListing(t.db, type, id, parsed.data as Record<string, unknown>, {
          actorId,
          baseRevision: listing.revision,
        })
        expect(saved.ok).toBe(true)
        for (const [Component, loader, url, params] of publicPages(type, id)) {
          const status = await statusOf(() => renderPage(Component, loader, url, params))
          expect(status, url).toBeLessThan(500)
        }
        for (const [loader, url, params] of publicFiles(type, id, String(values.category ?? ''))) {
          const status = await statusOf(() => call(loader, pageRequest(url), params))
          expect(status, url).toBeLessThan(500)
        }
      }),
      { numRuns: 15, seed: 51 },
    )
  })
})
