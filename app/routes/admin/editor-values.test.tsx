/**
 * Values an editor saves never break or mislead a public page (issue 51): each saved through the
 * real editor action, then read through the public routes.
 */
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { EventListItem } from '~/components/events/event-card'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, PASSWORD, pageRequest, sessionCookie, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { migrations } from '../../../db/migrations'
import EatDetail, { loader as eatDetailLoader } from '../eat/detail'
import EatIndex, { loader as eatIndexLoader } from '../eat/index'
import EventDetail, { loader as eventDetailLoader } from '../events/detail'
import EventsIndex, { loader as eventsIndexLoader } from '../events/index'
import StayDetail, { loader as stayDetailLoader } from '../stay/detail'
import StayIndex, { loader as stayIndexLoader } from '../stay/index'
import PlayDetail, { loader as playDetailLoader } from '../play/detail'
import { pageText } from '../../../tests/render-page'
import { loader as eventIcsLoader } from '../events/event-ics'
import { loader as feedLoader } from '../events/feed'
import { action as listingAction } from './listing'
import { loader as listingsLoader } from './listings'
import { loader as blogArticleLoader } from '../blog-article'
import { loader as blogFeedLoader } from '../blog-feed'
import { loader as sitemapLoader } from '../sitemap'
import { searchSite } from '~/lib/search/search.server'
import { listArticles } from '~/lib/kinds/article.server'
import { thrownStatus } from '../../../tests/helpers'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { getEditableListing } from '~/lib/listing-admin.server'
import { listEventSummaries } from '~/lib/kinds/event-queries.server'
import { eventFromSubmission } from '~/lib/kinds/event-submission.server'
import type { ListingType } from '~/lib/kinds/editor'

withTestSecrets()

type Values = Record<string, string | string[]>

/** A url-encoded POST of a listing form: lists become repeated fields. */
export function editorPost(path: string, cookie: string, fields: Values) {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item)
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-client-ip': '198.51.100.20' },
    body,
  })
}

/** Undoes line folding (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n')

describe.each(TEST_DIALECTS)('values an editor saves, on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'values@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('values@example.com')
  })

  /** Saves `changes` over a listing's current values through the editor's action. */
  async function save(type: ListingType, id: string, changes: Values) {
    const listing = (await getEditableListing(t.db, type, id))!
    const answer = await call(
      listingAction,
      editorPost(`/admin/listings/${type}/${id}`, editor, {
        ...listing.values,
        ...changes,
        intent: 'save',
        revision: String(listing.revision),
      }),
      { type, id },
    )
    return answer
  }
  const firstId = async (table: 'events' | 'restaurants' | 'stays' | 'activities' | 'articles') =>
    (await t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id

  describe('an event without an end time', () => {
    it('is saved, and its own file, the feed and its category feed answer 200 with no DTEND', async () => {
      const id = await firstId('events')
      const date = addDaysIso(todayInTimeZone(), 10)
      const saved = await save('events', id, { date, start_time: '18:00', end_time: '' })
      expect(saved).toBeInstanceOf(Response)
      expect((saved as Response).status).toBe(302)
      const row = await t.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row.end_time).toBe('')
      const category = row.category

      const own = await call(eventIcsLoader, pageRequest(`/events/${id}.ics`), { id })
      expect(own.status).toBe(200)
      const lines = unfold(await own.text())
      const start = `DTSTART;TZID=America/Denver:${date.replaceAll('-', '')}T180000`
      expect(lines).toContain(start)
      expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false)

      for (const url of ['/events/feed.ics', `/events/feed.ics?category=${encodeURIComponent(category)}`]) {
        const feed = await call(feedLoader, pageRequest(url))
        expect(feed.status, url).toBe(200)
        const feedLines = unfold(await feed.text())
        const at = feedLines.indexOf(`UID:${id}@wyoming-navigator`)
        expect(at, url).toBeGreaterThan(0)
        const entry = feedLines.slice(at, feedLines.indexOf('END:VEVENT', at))
        expect(entry).toContain(start)
        expect(entry.some((line) => line.startsWith('DTEND'))).toBe(false)
      }
    })

    it('refuses an end time without a start time, saying which field to fill', async () => {
      const id = await firstId('events')
      const answer = await save('events', id, { start_time: '', end_time: '20:00' })
      expect(answer).not.toBeInstanceOf(Response)
      expect(answer.data.errors.start_time).toEqual(['Give the start time too, or leave the end time empty'])
    })
  })

  describe('an event has one time', () => {
    it('shows the time it derives from the start time, whatever a form sends as "time"', async () => {
      const id = await firstId('events')
      const listing = (await getEditableListing(t.db, 'events', id))!
      expect(listing.values).not.toHaveProperty('time')
      await save('events', id, { start_time: '19:30', end_time: '21:00', time: '7:00 PM' })
      const page = await call(eventDetailLoader, pageRequest(`/events/${id}`), { id })
      expect(page.event.time).toBe('7:30 PM')
      const card = (await listEventSummaries(t.db)).find((e) => e.id === id)!
      expect(card.time).toBe('7:30 PM')
      const ics = unfold(await (await call(eventIcsLoader, pageRequest(`/events/${id}.ics`), { id })).text())
      expect(ics.find((line) => line.startsWith('DTSTART;TZID=America/Denver'))).toMatch(/T193000$/)
      await save('events', id, { start_time: '', end_time: '' })
      expect((await call(eventDetailLoader, pageRequest(`/events/${id}`), { id })).event.time).toBe('All day')
    })

    it('migrates stored times: the start wins, a time only typed as text becomes the start', async () => {
      const ids = (await t.db.selectFrom('events').select('id').orderBy('id').limit(3).execute()).map(
        (r) => r.id,
      )
      const set = (id: string, values: { time: string; start_time: string; end_time: string }) =>
        t.db.updateTable('events').set(values).where('id', '=', id).execute()
      await set(ids[0]!, { time: '7:00 PM', start_time: '19:30', end_time: '21:00' })
      await set(ids[1]!, { time: 'Doors 6:30 PM, show at 7', start_time: '', end_time: '' })
      await set(ids[2]!, { time: 'At dusk', start_time: '', end_time: '21:00' })
      await migrations['2026-11-28-35-event-shown-time']!.up(t.db)
      const rows = await t.db
        .selectFrom('events')
        .select(['id', 'time', 'start_time', 'end_time'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
      expect(rows.map(({ id: _, ...times }) => times)).toEqual([
        { time: '7:30 PM', start_time: '19:30', end_time: '21:00' },
        { time: '6:30 PM', start_time: '18:30', end_time: '' },
        { time: 'All day', start_time: '', end_time: '' },
      ])
    })
  })

  describe('unknown values show nothing, never a false fact', () => {
    it('an event without price, free mark or capacity shows no price, no "Free" and no capacity', async () => {
      const id = await firstId('events')
      const date = addDaysIso(todayInTimeZone(), 5)
      const words = {
        ...{ tags: '', highlights: '', schedule: '', organizer: '', phone: '', website: '' },
        ...{ description: 'Lanterns around the square.', full_description: '' },
      }
      await save('events', id, { ...words, date, price: '', is_free: 'off', capacity: '' })
      const page = await pageText(EventDetail, eventDetailLoader, `/events/${id}`, { id })
      expect(page).toContain((await getEditableListing(t.db, 'events', id))!.title)
      expect(page).not.toContain('Price per ticket')
      expect(page).not.toMatch(/\bFree\b/)
      expect(page).not.toContain('Capacity')
      expect(page).not.toContain('Organizer')
      // The editor shows the capacity it was not given as empty, not as "0".
      expect((await getEditableListing(t.db, 'events', id))!.values.capacity).toBe('')
      // No full description: the short one is the About text, never an empty section.
      expect(page).toMatch(
        new RegExp(`About ${(await getEditableListing(t.db, 'events', id))!.values.description}`),
      )
      const list = await pageText(EventsIndex, eventsIndexLoader, `/events?date=${date}`)
      expect(list).toContain((await getEditableListing(t.db, 'events', id))!.title)
      const summary = (await listEventSummaries(t.db)).find((e) => e.id === id)!
      const card = renderToString(
        <MemoryRouter>
          <ul>
            <EventListItem event={{ ...summary, description: 'A parade.' }} />
          </ul>
        </MemoryRouter>,
      )
      expect(card).toContain(summary.title)
      expect(card).not.toMatch(/\bFree\b/)
      const ics = await (await call(eventIcsLoader, pageRequest(`/events/${id}.ics`), { id })).text()
      expect(ics).not.toContain('Tickets:')

      await save('events', id, { price: '', is_free: 'on', capacity: '40' })
      const free = await pageText(EventDetail, eventDetailLoader, `/events/${id}`, { id })
      expect(free).toMatch(/Price per ticket\s+Free/)
      expect(free).toContain('Capacity: 40 guests')
    })

    it('an approved submission that gave no ticket price has no price and is not free', () => {
      const row = {
        title: 'Quilt show',
        category: 'arts',
        date: '2030-06-01',
        start_time: '10:00',
        end_time: '',
        location: 'Old Hall',
        address: 'Jackson, WY',
        description: 'Quilts.',
        organizer_name: 'Guild',
        organizer_phone: null,
        website: null,
        tags: '[]',
        recurring: 0,
        repeat_frequency: null,
        repeat_until: null,
        capacity: null,
      }
      const unknown = eventFromSubmission({ ...row, ticket_price: null } as never, 'quilt-show')
      expect([unknown.price, unknown.isFree, unknown.capacity]).toEqual(['', false, 0])
      expect(eventFromSubmission({ ...row, ticket_price: 'Free' } as never, 'q').isFree).toBe(true)
      expect(eventFromSubmission({ ...row, ticket_price: '$0' } as never, 'q').isFree).toBe(true)
    })

    it('a restaurant and a stay without a rating show no stars, on their pages and cards', async () => {
      const restaurant = await firstId('restaurants')
      const stay = await firstId('stays')
      await t.db.updateTable('restaurants').set({ rating: 0 }).execute()
      await t.db.updateTable('stays').set({ rating: 0 }).execute()
      for (const text of [
        await pageText(EatDetail, eatDetailLoader, `/eat/${restaurant}`, { id: restaurant }),
        await pageText(EatIndex, eatIndexLoader, '/eat'),
        await pageText(StayDetail, stayDetailLoader, `/stay/${stay}`, { id: stay }),
        await pageText(StayIndex, stayIndexLoader, '/stay'),
      ]) {
        expect(text).not.toContain('0.0')
        expect(text).not.toContain('Rated')
      }
      await t.db.updateTable('stays').set({ rating: 4.5 }).where('id', '=', stay).execute()
      expect(await pageText(StayDetail, stayDetailLoader, `/stay/${stay}`, { id: stay })).toContain(
        'Rated 4.5 out of 5',
      )
    })

    it('a listing left without a description, tags, amenities, phone or hours shows no empty section', async () => {
      const restaurant = await firstId('restaurants')
      await t.db
        .updateTable('restaurants')
        .set({ full_description: '', tags: '[]', amenities: '[]', phone: '', hours: '' })
        .where('id', '=', restaurant)
        .execute()
      const eat = await pageText(EatDetail, eatDetailLoader, `/eat/${restaurant}`, { id: restaurant })
      for (const heading of ['About', 'Specialties', 'Amenities']) expect(eat).not.toContain(heading)
      expect(eat).not.toContain('Phone:')
      expect(eat).not.toContain('Hours:')
      const stay = await firstId('stays')
      await t.db
        .updateTable('stays')
        .set({ full_description: '', amenities: '[]', features: '[]' })
        .where('id', '=', stay)
        .execute()
      const stayPage = await pageText(StayDetail, stayDetailLoader, `/stay/${stay}`, { id: stay })
      for (const heading of ['About', 'Amenities', 'Features']) expect(stayPage).not.toContain(heading)
      const activity = await firstId('activities')
      await t.db
        .updateTable('activities')
        .set({ highlights: '[]', requirements: '[]' })
        .where('id', '=', activity)
        .execute()
      const play = await pageText(PlayDetail, playDetailLoader, `/play/${activity}`, { id: activity })
      for (const heading of ['Highlights', 'What to Bring']) expect(play).not.toContain(heading)
    })

    it('an activity without a price shows no empty "Price" or "Cost"', async () => {
      const id = await firstId('activities')
      await save('activities', id, { price: '' })
      const page = await pageText(PlayDetail, playDetailLoader, `/play/${id}`, { id })
      expect(page).not.toContain('Cost')
      expect(page).not.toMatch(/Price\s*$|Price (Ages|Location|Duration)/)
    })
  })

  describe('prices as people type them', () => {
    it.each([
      ['$250', 250],
      ['250.00', 250],
      ['1,200', 1200],
      ['$ 1,200 ', 1200],
      ['300 USD', 300],
    ])('saves a stay priced %s as %d a night', async (typed, stored) => {
      const id = await firstId('stays')
      const answer = await save('stays', id, { price_per_night: typed })
      expect(answer).toBeInstanceOf(Response)
      const row = await t.db
        .selectFrom('stays')
        .select('price_per_night')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(Number(row.price_per_night)).toBe(stored)
    })

    it.each(['250.50', '12,00', 'about 200', '-5'])(
      'refuses %s with a message naming the field',
      async (typed) => {
        const id = await firstId('stays')
        const answer = await save('stays', id, { price_per_night: typed })
        expect(answer).not.toBeInstanceOf(Response)
        expect(answer.data.errors.price_per_night[0]).toMatch(
          /^Price per night \(\$\) must be an amount in whole dollars/,
        )
      },
    )
  })

  describe('an article dated later', () => {
    it('is scheduled: not on the list, its page, the feed, the sitemap or search until its day', async () => {
      const id = await firstId('articles')
      const later = addDaysIso(todayInTimeZone(), 100)
      await save('articles', id, { publish_date: later, title: 'Quillwort season preview' })
      const hidden = async () => {
        expect((await listArticles(t.db)).map((a) => a.id)).not.toContain(id)
        expect(
          await thrownStatus(() => call(blogArticleLoader, pageRequest(`/blog/${id}`), { slug: id })),
        ).toBe(404)
        expect(await (await call(blogFeedLoader, pageRequest('/blog/feed.xml'))).text()).not.toContain(
          `/blog/${id}`,
        )
        expect(await (await call(sitemapLoader, pageRequest('/sitemap.xml'))).text()).not.toContain(
          `/blog/${id}<`,
        )
        const found = await searchSite(t.db, 'quillwort', { today: todayInTimeZone() })
        expect(found.hits.map((hit) => hit.url)).not.toContain(`/blog/${id}`)
      }
      await hidden()
      const list = await call(listingsLoader, pageRequest('/admin/listings/articles', { cookie: editor }), {
        type: 'articles',
      })
      const item = list.listings.items.find((i: { id: string }) => i.id === id)
      expect(item.scheduledFor).toBe(later)

      await save('articles', id, { publish_date: todayInTimeZone() })
      expect((await listArticles(t.db)).map((a) => a.id)).toContain(id)
      expect((await call(blogArticleLoader, pageRequest(`/blog/${id}`), { slug: id })).article.id).toBe(id)
      expect(await (await call(sitemapLoader, pageRequest('/sitemap.xml'))).text()).toContain(`/blog/${id}<`)
      const found = await searchSite(t.db, 'quillwort', { today: todayInTimeZone() })
      expect(found.hits.map((hit) => hit.url)).toContain(`/blog/${id}`)
    })
  })
})
