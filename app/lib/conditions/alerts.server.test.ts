import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  toastOf,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as alertAction, loader as alertLoader } from '../../routes/admin/alert'
import { loader as activityLoader } from '../../routes/play/detail'
import { loader as playLoader } from '../../routes/play/index'
import { upsertUser } from '../auth.server'
import { readContentVersion } from '../content-version.server'
import { asOf } from './alerts'
import { targetOfPath } from './alert-form.server'
import { alertsFor } from './alert-matching.server'
import {
  activeAlerts,
  createAlert,
  endAlert,
  getAlertForAdmin,
  listAlertsForAdmin,
  mostSevereAlert,
  postListingClosure,
  syncImportedAlerts,
  updateAlert,
  type AlertInput,
} from './alerts.server'
import { conditionsPage, playStrip } from './conditions.server'
import { addDaysIso, todayInTimeZone } from '../dates'
import { regionLocalToInstant } from '../schedule-time'
import { planTrip } from '../trip/plan.server'
import { addStop, createTrip } from '../trip/trip.server'

withTestSecrets()

const NOW = new Date('2024-12-01T15:00:00Z') // 8 AM in Jackson
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000)
const input = (overrides: Partial<AlertInput> = {}): AlertInput => ({
  title: 'Teton Pass closed',
  text: 'WY-22 is closed for avalanche control.',
  severity: 'severe',
  kind: 'road',
  zone: 'teton-pass',
  geometry: null,
  validFrom: NOW.toISOString(),
  validTo: at(6).toISOString(),
  link: null,
  targets: [],
  ...overrides,
})

describe('alert helpers', () => {
  it('reads a page of the guide as a target, and nothing else', () => {
    expect(targetOfPath('/play/elk-refuge')).toEqual({ type: 'activities', id: 'elk-refuge' })
    expect(targetOfPath('https://guide.example/events/rodeo/')).toEqual({ type: 'events', id: 'rodeo' })
    expect(targetOfPath('/blog/elk')).toBeUndefined()
    expect(targetOfPath('/play/elk/photos')).toBeUndefined()
  })

  it('says a figure is out of date past its source’s refresh, in the region’s time', () => {
    expect(asOf('2024-12-01T14:00:00Z', NOW, 2 * 3_600_000)).toEqual({
      at: '2024-12-01T14:00:00Z',
      stale: false,
      text: 'As of Dec 1, 7:00 AM MST',
    })
    const stale = asOf('2024-11-30T12:00:00Z', NOW, 2 * 3_600_000)
    expect(stale.stale).toBe(true)
    expect(stale.text).toBe(
      'Out of date: as of Nov 30, 5:00 AM MST (27 hours old; the source has not answered since)',
    )
    expect(asOf('not a time', NOW, 1000).stale).toBe(true)
  })
})

describe.each(TEST_DIALECTS)('alerts on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let activityId: string
  let eventId: string
  let editorCookie: string

  beforeAll(async () => {
    activityId = (
      await t.db.selectFrom('activities').select('id').where('hidden', '=', 0).executeTakeFirstOrThrow()
    ).id
    eventId = (await t.db.selectFrom('events').select('id').executeTakeFirstOrThrow()).id
    await upsertUser(
      t.db,
      { email: 'alerts-editor@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    editorCookie = await sessionCookie('alerts-editor@example.com')
  })

  it('is active from its start to its end, until ended; every change moves the content version', async () => {
    const before = await readContentVersion(t.db)
    const id = await createAlert(t.db, input({ targets: [{ type: 'activities', id: activityId }] }), {
      source: 'editor',
      createdBy: null,
      now: NOW,
    })
    expect(await readContentVersion(t.db)).not.toBe(before)
    expect((await activeAlerts(t.db, at(-1))).map((a) => a.id)).not.toContain(id)
    expect((await activeAlerts(t.db, NOW)).map((a) => a.id)).toContain(id)
    expect((await activeAlerts(t.db, at(6))).map((a) => a.id)).not.toContain(id) // valid_to is exclusive
    expect((await alertsFor(t.db, 'activities', activityId, at(1))).map((a) => a.title)).toEqual([
      'Teton Pass closed',
    ])
    expect(await alertsFor(t.db, 'events', activityId, at(1))).toEqual([])

    // Edited: new fields and targets, confirmed as of the save.
    const edited = input({
      title: 'Teton Pass open with chains',
      severity: 'minor',
      targets: [{ type: 'events', id: eventId }],
    })
    expect(await updateAlert(t.db, id, edited, at(1))).toBe(true)
    expect(await alertsFor(t.db, 'activities', activityId, at(1))).toEqual([])
    const [onEvent] = await alertsFor(t.db, 'events', eventId, at(1))
    expect(onEvent).toMatchObject({ title: 'Teton Pass open with chains', fetchedAt: at(1).toISOString() })
    expect(await updateAlert(t.db, 'no-such', edited, at(1))).toBe(false)

    const version = await readContentVersion(t.db)
    expect(await endAlert(t.db, id, at(2))).toBe(true)
    expect(await endAlert(t.db, id, at(2))).toBe(false)
    expect(await readContentVersion(t.db)).not.toBe(version)
    expect(await alertsFor(t.db, 'events', eventId, at(2))).toEqual([])
    expect((await getAlertForAdmin(t.db, id, at(2)))?.state).toBe('ended')
  })

  it('picks the most severe for home, and lists the back office’s alerts active first', async () => {
    await t.db.deleteFrom('alerts').execute()
    await createAlert(t.db, input({ title: 'Minor', severity: 'minor', validTo: null }), {
      source: 'editor',
      createdBy: null,
      now: NOW,
    })
    await createAlert(
      t.db,
      input({ title: 'Extreme', severity: 'extreme', validFrom: at(3).toISOString() }),
      { source: 'editor', createdBy: null, now: NOW },
    )
    await createAlert(t.db, input({ title: 'Severe', severity: 'severe' }), {
      source: 'editor',
      createdBy: null,
      now: NOW,
    })
    expect((await mostSevereAlert(t.db, NOW))?.title).toBe('Severe')
    expect((await mostSevereAlert(t.db, at(4)))?.title).toBe('Extreme')
    expect((await mostSevereAlert(t.db, at(7)))?.title).toBe('Minor')
    expect((await listAlertsForAdmin(t.db, NOW)).map((a) => [a.title, a.state])).toEqual([
      ['Severe', 'active'],
      ['Minor', 'active'],
      ['Extreme', 'upcoming'],
    ])
  })

  it('posts a partner’s closure notice for their listing', async () => {
    await t.db.deleteFrom('alerts').execute()
    const user = await upsertUser(
      t.db,
      { email: 'owner-closure@example.com', password: PASSWORD, role: null },
      dialect,
    )
    const id = await postListingClosure(t.db, {
      type: 'activities',
      id: activityId,
      userId: user.id,
      title: '  Closed for the holidays ',
      text: 'Back on January 2.',
      to: at(48).toISOString(),
      now: NOW,
    })
    const [alert] = await alertsFor(t.db, 'activities', activityId, at(1))
    expect(alert).toMatchObject({ id, title: 'Closed for the holidays', kind: 'closure', source: 'partner' })
    expect((await getAlertForAdmin(t.db, id, NOW))?.targets).toEqual([
      expect.objectContaining({ type: 'activities', id: activityId, title: expect.any(String) }),
    ])
  })

  it('keeps an imported alert with no area or no end, and brings back one listed again', async () => {
    await t.db.deleteFrom('alerts').execute()
    const alert = {
      sourceId: 'nps-1',
      title: 'Road closed',
      text: '',
      severity: 'severe' as const,
      kind: 'road' as const,
      zone: null,
      geometry: null,
      validFrom: NOW.toISOString(),
      validTo: null,
      link: null,
    }
    expect(await syncImportedAlerts(t.db, 'nps', [alert, alert], NOW)).toEqual({ changed: true, count: 2 })
    expect(await syncImportedAlerts(t.db, 'nps', [alert], at(1))).toEqual({ changed: false, count: 1 })
    expect(await syncImportedAlerts(t.db, 'nps', [], at(2))).toEqual({ changed: true, count: 0 })
    expect(await activeAlerts(t.db, at(2))).toEqual([])
    await syncImportedAlerts(t.db, 'nps', [alert], at(3))
    const page = await conditionsPage(t.db, at(3))
    expect(page.groups.map((g) => [g.kind, g.alerts.map((a) => a.title)])).toEqual([
      ['road', ['Road closed']],
    ])
    // Nothing fetched from SNOTEL or the forecast yet: left out, not an error.
    expect(page.snow).toEqual([])
    expect(page.forecast).toEqual([])
    // As of the last fetch; older than NPS's expected refresh, it says so.
    expect(page.groups[0]!.alerts[0]!.asOf.stale).toBe(false)
    expect((await conditionsPage(t.db, at(9))).groups[0]!.alerts[0]!.asOf.stale).toBe(true)
  })

  it('fills the Play strip: snow depth with its station and day, editors’ wildlife notes, today’s events', async () => {
    await t.db.deleteFrom('alerts').execute()
    await t.db.deleteFrom('condition_sources').execute()
    await t.db
      .insertInto('condition_sources')
      .values({
        id: 'snotel',
        last_success_at: NOW.toISOString(),
        data: JSON.stringify({
          readings: [{ triplet: '689:WY:SNTL', name: 'Phillips Bench', depthIn: 34, date: '2024-11-30' }],
          missing: [],
        }),
      })
      .execute()
    await createAlert(
      t.db,
      input({
        title: 'Moose in the Gros Ventre willows',
        kind: 'wildlife',
        severity: 'minor',
        validTo: null,
      }),
      {
        source: 'editor',
        createdBy: null,
        now: NOW,
      },
    )
    const strip = await playStrip(t.db, NOW)
    expect(strip.snow).toEqual([
      {
        name: 'Phillips Bench',
        depthIn: 34,
        asOf: { at: '2024-11-30T07:00:00.000Z', stale: false, text: 'As of Nov 30, 12:00 AM MST' },
      },
    ])
    expect(strip.wildlife.map((a) => a.title)).toEqual(['Moose in the Gros Ventre willows'])
    expect(strip.events.today).toBe('2024-12-01')
    expect(strip.events.titles).toHaveLength(Math.min(3, strip.events.count))
    const todays = await t.db
      .selectFrom('events')
      .select('id')
      .where('date', '=', '2024-12-01')
      .where('hidden', '=', 0)
      .execute()
    expect(strip.events.count).toBeGreaterThanOrEqual(todays.length)
    // Three days on, the same reading says it is out of date.
    expect((await playStrip(t.db, at(72))).snow[0]!.asOf.stale).toBe(true)
    // A damaged row is left out, never an error.
    await t.db.updateTable('condition_sources').set({ data: '{not json' }).execute()
    expect((await playStrip(t.db, NOW)).snow).toEqual([])
    // The Play page's loader carries it.
    const data = await call(playLoader, pageRequest('/play'))
    expect(data.strip.wildlife[0]?.title).toBe('Moose in the Gros Ventre willows')
  })

  it('lets an editor create, edit and end an alert in the back office; a listing’s page shows it', async () => {
    await t.db.deleteFrom('alerts').execute()
    const fields = {
      title: 'Sleigh rides cancelled today',
      text: 'High winds on the refuge.',
      severity: 'moderate',
      kind: 'event-change',
      zone: 'jackson-hole',
      geometry: '',
      valid_from: '',
      valid_to: '',
      link: 'https://example.com/sleigh',
      targets: `/play/${activityId}\n/play/${activityId}`,
    }
    // Validation: an unknown page, bad GeoJSON, an end before the start; what was typed comes back.
    const refused = asData(
      await call(
        alertAction,
        pageRequest('/admin/alerts/new', {
          cookie: editorCookie,
          form: { ...fields, targets: '/play/no-such-place', geometry: '{"type":"Circle"}' },
        }),
      ),
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data.errors?.geometry?.[0]).toMatch(/GeoJSON geometry needs a type/)
    expect(refused.data.values?.title).toBe('Sleigh rides cancelled today')
    const missing = asData(
      await call(
        alertAction,
        pageRequest('/admin/alerts/new', {
          cookie: editorCookie,
          form: { ...fields, targets: '/play/no-such-place' },
        }),
      ),
    )
    expect(missing.data.errors?.targets).toEqual(['No listing or event is at /play/no-such-place.'])
    const order = asData(
      await call(
        alertAction,
        pageRequest('/admin/alerts/new', {
          cookie: editorCookie,
          form: { ...fields, valid_from: '2030-01-02T10:00', valid_to: '2030-01-01T10:00' },
        }),
      ),
    )
    expect(order.data.errors?.valid_to).toEqual(['Ends must be after Starts'])

    const created = (await call(
      alertAction,
      pageRequest('/admin/alerts/new', { cookie: editorCookie, form: fields }),
    )) as Response
    expect(created.status).toBe(302)
    expect((await toastOf(created))?.title).toBe('Alert published.')
    const [row] = await t.db.selectFrom('alerts').selectAll().execute()
    expect(row).toMatchObject({ source: 'editor', kind: 'event-change', zone: 'jackson-hole' })
    const page = await call(activityLoader, pageRequest(`/play/${activityId}`), { id: activityId })
    expect(page.alerts.map((a: { title: string }) => a.title)).toEqual(['Sleigh rides cancelled today'])

    const loaded = await call(
      alertLoader,
      pageRequest(`/admin/alerts/${row!.id}`, { cookie: editorCookie }),
      { id: row!.id },
    )
    expect(loaded.alert.targets).toHaveLength(1)
    const edited = (await call(
      alertAction,
      pageRequest(`/admin/alerts/${row!.id}`, {
        cookie: editorCookie,
        form: { ...fields, title: 'Sleigh rides resume at noon' },
      }),
      { id: row!.id },
    )) as Response
    expect((await toastOf(edited))?.title).toBe('Alert saved.')
    const ended = (await call(
      alertAction,
      pageRequest(`/admin/alerts/${row!.id}`, { cookie: editorCookie, form: { intent: 'end' } }),
      { id: row!.id },
    )) as Response
    expect((await toastOf(ended))?.title).toBe('Alert ended.')
    const after = await call(activityLoader, pageRequest(`/play/${activityId}`), { id: activityId })
    expect(after.alerts).toEqual([])
    // A visitor cannot post one.
    expect(
      await thrownStatus(() => call(alertAction, pageRequest('/admin/alerts/new', { form: fields }))),
    ).toBe(401)
  })

  it('warns a trip stop on the days an alert pointing at it is in force, with its text', async () => {
    await t.db.deleteFrom('alerts').execute()
    const first = addDaysIso(todayInTimeZone(), 1)
    const second = addDaysIso(first, 1)
    const trip = await createTrip(t.db, { arrive: first, depart: addDaysIso(first, 3) })
    await addStop(t.db, trip.id, { kind: 'activity', listingId: activityId, day: first })
    await addStop(t.db, trip.id, { kind: 'activity', listingId: activityId, day: second })
    await createAlert(
      t.db,
      input({
        title: 'Refuge road closed',
        text: 'Closed for elk crossing.',
        validFrom: regionLocalToInstant(`${first}T06:00`)!,
        validTo: regionLocalToInstant(`${first}T18:00`)!,
        targets: [{ type: 'activities', id: activityId }],
      }),
      { source: 'editor', createdBy: null, now: new Date() },
    )
    const { days } = await planTrip(t.db, trip)
    const warningsOn = (day: string) =>
      days.find((d) => d.day === day)!.stops.flatMap((stop) => stop.warnings)
    expect(warningsOn(first)).toContain('Alert: Refuge road closed: Closed for elk crossing.')
    expect(warningsOn(second).filter((w) => w.startsWith('Alert:'))).toEqual([])
  })
})
