/**
 * Values an editor saves never break or mislead a public page (issue 51): each saved through the
 * real editor action, then read through the public routes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, PASSWORD, pageRequest, sessionCookie, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { migrations } from '../../../db/migrations'
import { loader as eventDetailLoader } from '../events/detail'
import { loader as eventIcsLoader } from '../events/event-ics'
import { loader as feedLoader } from '../events/feed'
import { action as listingAction } from './listing'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { getEditableListing } from '~/lib/listing-admin.server'
import { listEventSummaries } from '~/lib/kinds/event-queries.server'
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
      const ids = (await t.db.selectFrom('events').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
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
})
