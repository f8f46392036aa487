import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { events } from '../../../db/seed-data'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import {
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { loader as eventDetailLoader } from '../events/detail'
import { loader as feedLoader } from '../events/feed'
import { action, loader } from './recurring-events'
import { upsertUser } from '~/lib/auth.server'
import { addDaysIso, todayInTimeZone } from '~/lib/dates'
import { listEvents, listEventSummaries } from '~/lib/kinds/event-queries.server'
import { eventRow } from '~/lib/kinds/event.server'
import { eventSource } from '~/lib/maps/places.server'
import { buildRule } from '~/lib/recurrence.server'

withTestSecrets()

/** The next `weekday` (0 Sunday … 6 Saturday) at least a week after today, as YYYY-MM-DD. */
function nextWeekday(weekday: number): string {
  let day = addDaysIso(todayInTimeZone(), 7)
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = addDaysIso(day, 1)
  return day
}

describe.each(TEST_DIALECTS)('repeating events on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  const first = nextWeekday(5)
  const weeks = [0, 1, 2, 3].map((n) => addDaysIso(first, 7 * n))
  const rule = buildRule(first, 'weekly', weeks[3]!)

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('editor@example.com')
  })

  async function addJam() {
    const base = events.find((e) => e.category === 'Cowboy Culture')!
    await t.db
      .insertInto('events')
      .values(
        eventRow({ ...base, id: 'friday-jam', title: 'Friday Jam', date: first, rrule: rule }, 99, 'now'),
      )
      .execute()
    onTestFinished(async () => {
      await t.db.deleteFrom('events').where('id', '=', 'friday-jam').execute()
    })
  }

  it('a weekly event is on the calendar on each of its days, once in the feed with its rule', async () => {
    await addJam()
    const all = (await listEventSummaries(t.db)).filter((e) => e.id === 'friday-jam')
    expect(all.map((e) => e.date)).toEqual(weeks)
    expect(all.every((e) => e.repeats)).toBe(true)
    // One day, a range, and a day it does not take place.
    expect((await listEventSummaries(t.db, { date: weeks[2] })).map((e) => e.id)).toContain('friday-jam')
    expect(
      (await listEventSummaries(t.db, { date: addDaysIso(weeks[2]!, 1) })).map((e) => e.id),
    ).not.toContain('friday-jam')
    const ranged = await listEvents(t.db, { from: weeks[1], to: weeks[2] })
    expect(ranged.filter((e) => e.id === 'friday-jam').map((e) => e.date)).toEqual([weeks[1], weeks[2]])
    expect(
      (await listEvents(t.db, { from: weeks[1] }, { expand: false })).filter((e) => e.id === 'friday-jam'),
    ).toHaveLength(1)

    const feed = (
      await (
        await feedLoader({
          request: new Request('http://x/events/feed.ics'),
          params: {},
          context: {},
        } as never)
      ).text()
    ).replace(/\r\n /g, '')
    expect(feed.match(/UID:friday-jam@wyoming-navigator/g)).toHaveLength(1)
    expect(feed).toContain(`DTSTART;TZID=America/Denver:${first.replaceAll('-', '')}T`)
    expect(feed).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;UNTIL=\d{8}T0[56]5900Z/)
    // The events map lists it while it is on, also after its first day.
    const onMap = eventSource(t.db, { from: weeks[2]! })
    expect((await onMap.slice(0, 100)).map((place) => place.id)).toContain('friday-jam')
  })

  it('an editor cancels one day and restores it; visitors and bad values are refused', async () => {
    await addJam()
    // Signed out: refused (401), never the page or the change.
    expect(await thrownStatus(() => call(loader, pageRequest('/admin/recurring-events')))).toBe(401)
    const form = { intent: 'cancel', eventId: 'friday-jam', date: weeks[1]! }
    expect(await thrownStatus(() => call(action, pageRequest('/admin/recurring-events', { form })))).toBe(401)
    expect(await t.db.selectFrom('event_cancellations').selectAll().execute()).toEqual([])

    const page = await call(loader, pageRequest('/admin/recurring-events', { cookie: editor }))
    const jam = page.events.find((e: { id: string }) => e.id === 'friday-jam')
    expect(jam.recurrence.upcoming).toEqual(weeks)
    expect(jam.recurrence.text).toMatch(/^Every week on Friday until /)

    const done = await call(action, pageRequest('/admin/recurring-events', { cookie: editor, form }))
    expect(done.status).toBe(302)
    const days = (await listEventSummaries(t.db)).filter((e) => e.id === 'friday-jam').map((e) => e.date)
    expect(days).toEqual([weeks[0], weeks[2], weeks[3]])
    const feed = (
      await (
        await feedLoader({
          request: new Request('http://x/events/feed.ics'),
          params: {},
          context: {},
        } as never)
      ).text()
    ).replace(/\r\n /g, '')
    expect(feed).toContain(`EXDATE;TZID=America/Denver:${weeks[1]!.replaceAll('-', '')}T`)
    const detail = await eventDetailLoader({
      request: new Request('http://x/events/friday-jam'),
      params: { id: 'friday-jam' },
      context: {},
    } as never)
    expect(detail.recurrence!.cancelled).toEqual([weeks[1]])
    expect(detail.recurrence!.upcoming).toEqual([weeks[0], weeks[2], weeks[3]])

    // A day the event does not take place on, and nonsense, are refused with a message.
    const wrongDay = await call(
      action,
      pageRequest('/admin/recurring-events', {
        cookie: editor,
        form: { ...form, date: addDaysIso(weeks[1]!, 1) },
      }),
    )
    expect(wrongDay.init?.status).toBe(400)
    const nonsense = await call(
      action,
      pageRequest('/admin/recurring-events', { cookie: editor, form: { ...form, date: 'soon' } }),
    )
    expect(nonsense.init?.status).toBe(400)

    await call(
      action,
      pageRequest('/admin/recurring-events', { cookie: editor, form: { ...form, intent: 'restore' } }),
    )
    expect((await listEventSummaries(t.db)).filter((e) => e.id === 'friday-jam').map((e) => e.date)).toEqual(
      weeks,
    )
  })
})
