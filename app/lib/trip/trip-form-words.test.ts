import { describe, expect, it } from 'vitest'
import { serverT } from '../i18n/catalog.server'
import { FAVORITE_MESSAGE_KEYS, FAVORITE_MESSAGES } from './favorites-actions.server'
import { fieldErrors, StopDetailsSchema, TRIP_MESSAGES, TripDatesSchema } from './trip.schema'
import { localizeTripErrors, sayMessage, TRIP_MESSAGE_KEYS, TRIP_MESSAGE_VALUES } from './trip-form-words'
import { tripWords } from './trip-words.server'

/**
 * The trip's and the favorites' messages and toasts in the page's language (issue 47): the English
 * catalog says exactly what the schemas say (SPEC's words), Spanish says each in Spanish, and the
 * toasts' dates and counts are written for the language.
 */

const en = serverT('en')
const es = serverT('es')

describe('the trip forms’ messages', () => {
  it('the English catalog says each schema message word for word', () => {
    for (const [name, text] of Object.entries(TRIP_MESSAGES))
      expect(en(TRIP_MESSAGE_KEYS[name as keyof typeof TRIP_MESSAGES], TRIP_MESSAGE_VALUES)).toBe(text)
    for (const [name, text] of Object.entries(FAVORITE_MESSAGES))
      expect(en(FAVORITE_MESSAGE_KEYS[name as keyof typeof FAVORITE_MESSAGES])).toBe(text)
  })

  it('says a failed parse’s messages in Spanish, and leaves English as it is', () => {
    const backwards = TripDatesSchema.safeParse({ arrive: '2027-01-17', depart: '2027-01-15' })
    const tooLong = TripDatesSchema.safeParse({ arrive: '2027-01-01', depart: '2027-03-01' })
    const missing = TripDatesSchema.safeParse({ arrive: '', depart: '' })
    const stop = StopDetailsSchema.safeParse({ stop: 's', startTime: '9.30', note: 'x'.repeat(501) })
    expect(backwards.success || tooLong.success || missing.success || stop.success).toBe(false)
    const errors = (parse: typeof backwards | typeof stop) => fieldErrors(parse.error!)

    expect(localizeTripErrors(es, errors(backwards))).toEqual({
      depart: 'La salida tiene que ser el día de llegada o después',
    })
    expect(localizeTripErrors(es, errors(tooLong))).toEqual({
      depart: 'Un viaje puede durar como máximo 21 días',
    })
    expect(localizeTripErrors(es, errors(missing))).toEqual({
      arrive: 'Indica tu fecha de llegada',
      depart: 'Indica tu fecha de salida',
    })
    expect(localizeTripErrors(es, errors(stop))).toEqual({
      startTime: 'Escribe una hora como 09:30',
      note: 'La nota tiene que tener menos de 500 caracteres',
    })
    expect(localizeTripErrors(en, errors(stop))).toEqual({
      startTime: 'Enter a time like 09:30',
      note: 'Keep the note under 500 characters',
    })
    // A text that is none of the messages stays as it is.
    expect(localizeTripErrors(es, { form: 'Something else' })).toEqual({ form: 'Something else' })
    expect(sayMessage(es, 'Too many favorites at once', FAVORITE_MESSAGES, FAVORITE_MESSAGE_KEYS)).toBe(
      'Demasiados favoritos a la vez',
    )
  })

  it('says an event’s fixed time in the language’s clock', () => {
    const spanish = tripWords('es')
    const english = tripWords('en')
    expect(es('trip.form.scheduled', { kind: 'music', time: spanish.time('19:30') })).toBe(
      'Este concierto empieza a las 19:30; su hora la fija su programa.',
    )
    expect(en('trip.form.scheduled', { kind: 'event', time: english.time('19:30') })).toBe(
      'This event starts at 7:30 PM; its time is set by its schedule.',
    )
  })
})

describe('the trip’s toasts', () => {
  const spanish = tripWords('es')
  const english = tripWords('en')

  it('write their dates for the language', () => {
    expect(es('trip.toast.movedTo', { day: spanish.shortDay('2026-12-05') })).toBe(
      'Se movió al sáb, 5 de dic',
    )
    expect(en('trip.toast.movedTo', { day: english.shortDay('2026-12-05') })).toBe('Moved to Sat, Dec 5')
    expect(es('trip.toast.notDuringText', { date: spanish.longDay('2027-01-15') })).toBe(
      'Es el viernes, 15 de enero de 2027, fuera de tus fechas. Cambia tus fechas en la página de tu viaje para agregarlo.',
    )
    expect(en('trip.toast.notDuringText', { date: english.longDay('2027-01-15') })).toBe(
      'It is on Friday, January 15, 2027, outside your dates. Change your dates on your trip page to add it.',
    )
    expect(es('trip.toast.addedOn', { day: spanish.shortDay('2026-12-05') })).toBe('El sáb, 5 de dic.')
    expect(en('trip.toast.addedAskDates', { day: english.shortDay('2026-12-05') })).toBe(
      'On Sat, Dec 5. Set your arrival and departure on your trip page.',
    )
  })

  it('count minutes and favorites with the language’s plurals', () => {
    expect(es('trip.toast.tooManyText', { minutes: 1 })).toBe(
      'Se empezaron demasiados viajes desde tu dirección. Vuelve a intentarlo en 1 minuto.',
    )
    expect(es('trip.toast.tooManyText', { minutes: 45 })).toBe(
      'Se empezaron demasiados viajes desde tu dirección. Vuelve a intentarlo en 45 minutos.',
    )
    expect(en('trip.toast.tooManyText', { minutes: 1 })).toBe(
      'Too many trips were started from your address. Please try again in 1 minute.',
    )
    expect(en('trip.toast.tooManyText', { minutes: 45 })).toBe(
      'Too many trips were started from your address. Please try again in 45 minutes.',
    )
    expect(es('favorites.toast.moved', { count: 1 })).toBe('1 favorito pasó a tu viaje')
    expect(es('favorites.toast.moved', { count: 3 })).toBe('3 favoritos pasaron a tu viaje')
    expect(en('favorites.toast.moved', { count: 0 })).toBe('0 favorites moved to your trip')
    expect(en('favorites.toast.moved', { count: 1 })).toBe('1 favorite moved to your trip')
  })

  it('name a kind of stop as the language does', () => {
    expect(es('trip.toast.alreadyThatDayText', { kind: 'activity' })).toBe(
      'Esa actividad ya está en ese día: mejor quita una de las dos paradas.',
    )
    expect(en('trip.toast.alreadyThatDayText', { kind: 'music' })).toBe(
      'That live music is on that day already: remove one of them instead.',
    )
    expect(en('trip.toast.notThatDay', { kind: 'music', day: english.shortDay('2026-12-05') })).toBe(
      'This show is not on Sat, Dec 5',
    )
    expect(es('trip.toast.notThatDay', { kind: 'event', day: spanish.shortDay('2026-12-05') })).toBe(
      'Este evento no es el sáb, 5 de dic',
    )
  })
})
