import { beforeAll, describe, expect, it } from 'vitest'
import { events } from '../../../db/seed-data'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { loader as eventIcsLoader } from '../events/event-ics'
import { loader as feedLoader } from '../events/feed'
import { action, loader } from './listing'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { listEventSummaries } from '~/lib/kinds/event-queries.server'
import { eventRow } from '~/lib/kinds/event.server'
import { getEditableListing, restoreRevision } from '~/lib/listing-admin.server'
import { listRevisions } from '~/lib/listing-revisions.server'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { buildRule } from '~/lib/recurrence.server'

withTestSecrets()

type Values = Record<string, string | string[]>

const post = listFormPost

/** The next `weekday` (0 Sunday … 6 Saturday) at least a week after today, as YYYY-MM-DD. */
function nextWeekday(weekday: number): string {
  let day = addDaysIso(todayInTimeZone(), 7)
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = addDaysIso(day, 1)
  return day
}

const unfold = (text: string) => text.replace(/\r\n /g, '')

describe.each(TEST_DIALECTS)('series in the event editor on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  const first = nextWeekday(5)
  const weeks = [0, 1, 2, 3].map((n) => addDaysIso(first, 7 * n))
  let n = 0
  let id = ''

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('editor@example.com')
  })

  /** A new weekly series over the four Fridays (its own id each test). */
  async function addSeries() {
    id = `friday-jam-${++n}`
    const base = events[0]!
    await t.db
      .insertInto('events')
      .values(
        eventRow(
          {
            ...base,
            id,
            title: 'Friday Jam',
            date: first,
            startTime: '19:00',
            endTime: '21:00',
            rrule: buildRule(first, 'weekly', weeks[3]!),
          },
          99,
          new Date().toISOString(),
        ),
      )
      .execute()
  }

  const open = (date?: string) =>
    call(
      loader,
      pageRequest(`/admin/listings/events/${id}${date ? `?date=${date}` : ''}`, { cookie: editor }),
      {
        type: 'events',
        id,
      },
    )

  /** Saves the editor opened on `date` with `changes`, for `scope`. */
  async function save(date: string | undefined, changes: Values, scope?: string) {
    const page = await open(date)
    return call(
      action,
      post(`/admin/listings/events/${id}`, editor, {
        ...page.listing.values,
        ...changes,
        intent: 'save',
        revision: String(page.listing.revision),
        ...(scope ? { scope, occurrence: date! } : {}),
      }),
      { type: 'events', id },
    )
  }

  const datesOf = async (eventId: string) =>
    (await listEventSummaries(t.db)).filter((e) => e.id === eventId).map((e) => e.date)
  const newId = (response: Response) =>
    decodeURIComponent(response.headers.get('Location')!.split('/').pop()!)

  it('shows the repeat fields filled from the rule and creates a series from them', async () => {
    await addSeries()
    const page = await open()
    expect(page.listing.values).toMatchObject({
      repeat_frequency: 'weekly',
      repeat_until: weeks[3],
      cancelled_dates: '',
    })
    expect(page.series).toEqual({ occurrence: null, upcoming: weeks })
    expect((await open(weeks[2])).series.occurrence).toBe(weeks[2])
    expect((await open(addDaysIso(weeks[2]!, 1))).series.occurrence).toBeNull()

    // Repeating needs a last date after the date.
    const refused = await save(undefined, { repeat_frequency: 'biweekly', repeat_until: '' })
    expect(refused.init?.status).toBe(400)
    expect(refused.data.errors.repeat_until).toEqual(['Choose the last date it repeats'])
    const saved = await save(undefined, { repeat_frequency: 'biweekly', repeat_until: weeks[3]! })
    expect(saved.status).toBe(302)
    expect(await datesOf(id)).toEqual([weeks[0], weeks[2]])
    const history = await listRevisions(t.db, 'events', id)
    expect(history[0]!.changes.map((c) => c.label)).toEqual(['Repeats'])
  })

  it('restoring a revision recorded before the series fields keeps the rule and cancelled dates', async () => {
    await addSeries()
    await t.db
      .insertInto('event_cancellations')
      .values({ event_id: id, date: weeks[2]!, cancelled_by: null, created_at: 'now' })
      .execute()
    expect((await save(undefined, { title: 'Friday Jam, renamed' })).status).toBe(302)
    // Revision 1 as it was recorded before: no repeat fields in its snapshot.
    const [, first] = await listRevisions(t.db, 'events', id)
    const older = Object.fromEntries(
      Object.entries(first!.snapshot).filter(
        ([k]) => !['repeat_frequency', 'repeat_until', 'cancelled_dates'].includes(k),
      ),
    )
    await t.db
      .updateTable('listing_revisions')
      .set({ snapshot: JSON.stringify(older) })
      .where('listing_id', '=', id)
      .where('number', '=', first!.number)
      .execute()
    const editorId = (await t.db.selectFrom('user').select('id').executeTakeFirstOrThrow()).id
    const restored = await restoreRevision(t.db, 'events', id, first!.number, {
      actorId: editorId,
      baseRevision: 2,
      place: listingPlaceRules(),
    })
    expect(restored.ok).toBe(true)
    expect((await getEditableListing(t.db, 'events', id))!.values).toMatchObject({
      title: 'Friday Jam',
      repeat_frequency: 'weekly',
    })
    expect(await datesOf(id)).toEqual([weeks[0], weeks[1], weeks[3]])
  })

  it('"This date" makes one date an event of its own and cancels it in the series', async () => {
    await addSeries()
    const response = await save(weeks[1], { title: 'Friday Jam: guest fiddler', start_time: '20:00' }, 'this')
    expect(response.status).toBe(302)
    expect((await toastOf(response))?.title).toBe('Saved as its own event.')
    const single = newId(response)
    expect(single).not.toBe(id)
    expect(await datesOf(id)).toEqual([weeks[0], weeks[2], weeks[3]])
    expect(await datesOf(single)).toEqual([weeks[1]])
    const one = (await getEditableListing(t.db, 'events', single))!
    expect(one.values).toMatchObject({
      title: 'Friday Jam: guest fiddler',
      start_time: '20:00',
      repeat_frequency: '',
    })
    const series = (await getEditableListing(t.db, 'events', id))!
    expect(series.values).toMatchObject({
      title: 'Friday Jam',
      start_time: '19:00',
      cancelled_dates: weeks[1],
    })
    // The series' revision records the cancelled date; the new event has its revision 1.
    expect((await listRevisions(t.db, 'events', id))[0]!.changes.map((c) => c.field)).toEqual([
      'cancelled_dates',
    ])
    expect(await listRevisions(t.db, 'events', single)).toHaveLength(1)
    // Its calendar file leaves the date out (EXDATE); the feed carries both.
    const ics = unfold(await (await call(eventIcsLoader, pageRequest(`/events/${id}.ics`), { id })).text())
    expect(ics).toContain(`EXDATE;TZID=America/Denver:${weeks[1]!.replaceAll('-', '')}T190000`)
    const feed = unfold(await (await call(feedLoader, pageRequest('/events/feed.ics'))).text())
    expect(feed).toContain(`UID:${single}@`)
    expect(feed).toContain(`DTSTART;TZID=America/Denver:${weeks[1]!.replaceAll('-', '')}T200000`)
  })

  it('"This and following" ends the series before the date and starts a new one on it', async () => {
    await addSeries()
    const response = await save(
      weeks[2],
      { title: 'Friday Jam (new hall)', location: 'New Hall' },
      'following',
    )
    expect(response.status).toBe(302)
    const next = newId(response)
    expect(await datesOf(id)).toEqual([weeks[0], weeks[1]])
    expect(await datesOf(next)).toEqual([weeks[2], weeks[3]])
    expect((await getEditableListing(t.db, 'events', id))!.values).toMatchObject({
      title: 'Friday Jam',
      repeat_until: weeks[1],
    })
    expect((await getEditableListing(t.db, 'events', next))!.values).toMatchObject({
      title: 'Friday Jam (new hall)',
      location: 'New Hall',
      repeat_frequency: 'weekly',
      repeat_until: weeks[3],
    })
    expect((await listRevisions(t.db, 'events', id))[0]!.changes.map((c) => c.field)).toEqual([
      'repeat_until',
    ])
    // Split on its second date, the first part is a single date.
    await addSeries()
    await save(weeks[1], { title: 'Later jams' }, 'following')
    expect((await getEditableListing(t.db, 'events', id))!.values).toMatchObject({ repeat_frequency: '' })
    expect(await datesOf(id)).toEqual([weeks[0]])
    // Split on its last date, the new part is that single date.
    await addSeries()
    const last = await save(weeks[3], { title: 'Last jam' }, 'following')
    expect(last.status).toBe(302)
    expect(await datesOf(newId(last))).toEqual([weeks[3]])
    expect((await getEditableListing(t.db, 'events', newId(last)))!.values).toMatchObject({
      repeat_frequency: '',
    })
    expect(await datesOf(id)).toEqual(weeks.slice(0, 3))
  })

  it('"All dates" changes the whole series, and moving its date moves every date', async () => {
    await addSeries()
    const response = await save(weeks[2], { start_time: '18:30' }, 'all')
    expect(response.status).toBe(302)
    expect(newId(response)).toBe(id)
    expect(await datesOf(id)).toEqual(weeks)
    expect((await getEditableListing(t.db, 'events', id))!.values).toMatchObject({
      start_time: '18:30',
      date: first,
    })
    const moved = await save(weeks[2], { date: addDaysIso(weeks[2]!, 1) }, 'all')
    expect(moved.status).toBe(302)
    expect(await datesOf(id)).toEqual(weeks.map((d) => addDaysIso(d, 1)))
    // A date that is not one of the series is refused, nothing written.
    const wrong = await call(
      action,
      post(`/admin/listings/events/${id}`, editor, {
        ...(await open()).listing.values,
        intent: 'save',
        revision: String((await open()).listing.revision),
        scope: 'this',
        occurrence: weeks[0]!,
      }),
      { type: 'events', id },
    )
    expect(wrong.init?.status).toBe(400)
    expect(await datesOf(id)).toEqual(weeks.map((d) => addDaysIso(d, 1)))
  })
})
