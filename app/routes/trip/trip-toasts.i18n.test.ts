import { describe, expect, it } from 'vitest'
import { call, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import type { PlannedDay } from '~/lib/trip/trip'
import { action as favoritesAction } from '../favorites'
import { action as tripAction, loader as tripLoader } from './index'

withTestSecrets()

// Issue 47: a trip change posted from a Spanish page (/es/trip, a Spanish listing page's "Add to
// trip", /es/favorites) is answered in Spanish, its toasts and its 400 messages; the same change
// from an English page is answered in English, word for word as before. December 2024's sample season.
const [D19, D20, D21] = ['2024-12-19', '2024-12-20', '2024-12-21']
const FESTIVAL = 'cowboy-christmas-winter-festival' // Dec 20, 4:00 PM

describe.each(TEST_DIALECTS)('trip changes answered in the page’s language on %s', (dialect) => {
  useAppDatabase(dialect)

  const post = (path: string, form: Record<string, string>, cookie?: string) =>
    call(tripAction, pageRequest(path, { cookie, form })) as Promise<Response>
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('trip='))!
  const newTrip = async (path: string) =>
    cookieOf(await post(path, { intent: 'dates', arrive: D19, depart: D21 }))
  const stops = async (cookie: string) =>
    ((await call(tripLoader, pageRequest('/es/trip', { cookie }))).days as PlannedDay[]).flatMap(
      (d) => d.stops,
    )

  it('saves dates with a Spanish toast, and refuses a backwards range with a Spanish 400', async () => {
    const saved = await post('/es/trip', { intent: 'dates', arrive: D19, depart: D21 })
    expect(saved.headers.get('Location')).toBe('/es/trip')
    expect(await toastOf(saved)).toMatchObject({
      title: 'Fechas guardadas',
      description: 'Del jueves, 19 de diciembre de 2024 al sábado, 21 de diciembre de 2024',
    })
    const backwards = await call(
      tripAction,
      pageRequest('/es/trip', { form: { intent: 'dates', arrive: D21, depart: D19 } }),
    )
    expect(backwards.init.status).toBe(400)
    expect(backwards.data.dateErrors).toEqual({
      depart: 'La salida tiene que ser el día de llegada o después',
    })
    // The same from the English page: as it always was.
    const english = await call(
      tripAction,
      pageRequest('/trip', { form: { intent: 'dates', arrive: D21, depart: D19 } }),
    )
    expect(english.data.dateErrors).toEqual({ depart: 'Departure must be on or after arrival' })
    expect(await toastOf(await post('/trip', { intent: 'dates', arrive: D19, depart: D21 }))).toMatchObject({
      title: 'Dates saved',
      description: 'Thursday, December 19, 2024 to Saturday, December 21, 2024',
    })
  })

  it('adds from a Spanish listing page back to it with a Spanish toast; refusals are Spanish too', async () => {
    const cookie = await newTrip('/es/trip')
    const listing = '/es/eat/elk-antler-grill'
    const add = (form: Record<string, string>) =>
      post('/es/trip', { intent: 'add', returnTo: listing, ...form }, cookie)
    const added = await add({ kind: 'restaurant', id: 'elk-antler-grill', day: D20 })
    expect(added.headers.get('Location')).toBe(listing)
    expect(await toastOf(added)).toMatchObject({
      title: 'Agregado a tu viaje',
      description: 'El vie, 20 de dic.',
    })
    const again = await add({ kind: 'restaurant', id: 'elk-antler-grill', day: D20 })
    expect(await toastOf(again)).toMatchObject({
      type: 'error',
      title: 'Ya está en tu viaje',
      description: 'Elk Antler Grill ya está el vie, 20 de dic.',
    })
    const gone = await add({ kind: 'restaurant', id: 'no-such-place' })
    expect(await toastOf(gone)).toMatchObject({
      type: 'error',
      title: 'No se pudo agregar',
      description: 'Ya no aparece en la guía.',
    })
    // In English, the same refusal says what it said.
    const englishCookie = await newTrip('/trip')
    await post(
      '/trip',
      { intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: D20 },
      englishCookie,
    )
    const englishAgain = await post(
      '/trip',
      { intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: D20 },
      englishCookie,
    )
    expect(await toastOf(englishAgain)).toMatchObject({
      title: 'Already on your trip',
      description: 'Elk Antler Grill is already on Fri, Dec 20.',
    })
  })

  it('moves, times and refuses stops in Spanish', async () => {
    const cookie = await newTrip('/es/trip')
    await post('/es/trip', { intent: 'add', kind: 'event', id: FESTIVAL, day: D20 }, cookie)
    await post('/es/trip', { intent: 'add', kind: 'restaurant', id: 'elk-antler-grill', day: D20 }, cookie)
    const all = await stops(cookie)
    const festivalId = all.find((s) => s.listingId === FESTIVAL)!.id
    const grillId = all.find((s) => s.listingId === 'elk-antler-grill')!.id
    const moved = await post('/es/trip', { intent: 'move-day', stop: grillId, day: D21 }, cookie)
    expect(moved.headers.get('Location')).toBe(`/es/trip#day-${D21}`)
    expect(await toastOf(moved)).toMatchObject({ title: 'Se movió al sáb, 21 de dic' })
    const fixed = await post('/es/trip', { intent: 'move-day', stop: festivalId, day: D21 }, cookie)
    expect(await toastOf(fixed)).toMatchObject({
      type: 'error',
      title: 'Este evento no es el sáb, 21 de dic',
      description: 'Su día lo fija su programa: quítalo o déjalo en su propio día.',
    })
    const refused = await call(
      tripAction,
      pageRequest('/es/trip', {
        cookie,
        form: { intent: 'stop', stop: festivalId, startTime: '09:00', note: '' },
      }),
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.stopErrors.errors).toEqual({
      startTime: 'Este evento empieza a las 16:00; su hora la fija su programa.',
    })
    const badTime = await call(
      tripAction,
      pageRequest('/es/trip', {
        cookie,
        form: { intent: 'stop', stop: grillId, startTime: '7pm', note: '' },
      }),
    )
    expect(badTime.data.stopErrors.errors).toEqual({ startTime: 'Escribe una hora como 09:30' })
    const cleared = await post('/es/trip', { intent: 'clear', confirm: 'no' }, cookie)
    expect(await toastOf(cleared)).toMatchObject({ type: 'error', title: 'No se borró nada' })
  })

  it('answers /es/favorites in Spanish, at /es/favorites', async () => {
    const favorite = (form: Record<string, string>, cookie?: string) =>
      call(favoritesAction, pageRequest('/es/favorites', { cookie, form })) as Promise<Response>
    const saved = await favorite({
      intent: 'save',
      kind: 'restaurant',
      id: 'elk-antler-grill',
      redirectTo: '/es/eat/elk-antler-grill',
    })
    expect(saved.headers.get('Location')).toBe('/es/favorites?back=%2Fes%2Feat%2Felk-antler-grill')
    expect(await toastOf(saved)).toMatchObject({ title: 'Elk Antler Grill se guardó en tus favoritos' })
    const cookie = cookieOf(saved)
    const moved = await favorite(
      { intent: 'import', item: 'restaurant:snowshoe-hare-diner' } as Record<string, string>,
      cookie,
    )
    expect(moved.headers.get('Location')).toBe('/es/favorites')
    expect(await toastOf(moved)).toMatchObject({ title: '1 favorito pasó a tu viaje' })
    await post('/es/trip', { intent: 'dates', arrive: D19, depart: D21 }, cookie)
    const toDay = await favorite(
      { intent: 'add-to-day', kind: 'restaurant', id: 'elk-antler-grill', day: D21 },
      cookie,
    )
    expect(toDay.headers.get('Location')).toBe('/es/favorites')
    expect(await toastOf(toDay)).toMatchObject({ title: 'Elk Antler Grill se agregó al sáb, 21 de dic' })
    const gone = await favorite({ intent: 'save', kind: 'restaurant', id: 'no-such-place' }, cookie)
    expect(await toastOf(gone)).toMatchObject({ type: 'error', title: 'No se pudo guardar' })
  })
})
