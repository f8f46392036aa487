/**
 * Values an editor saves never break or mislead a public page (issue 51): each saved through the
 * real editor action, then read through the public routes.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, PASSWORD, pageRequest, sessionCookie, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as eventIcsLoader } from '../events/event-ics'
import { loader as feedLoader } from '../events/feed'
import { action as listingAction } from './listing'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { getEditableListing } from '~/lib/listing-admin.server'
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
})
