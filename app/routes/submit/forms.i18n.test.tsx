import type * as React from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  type Fields,
  formRequest,
  pageRequest,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import type { Messages } from '~/lib/i18n/messages'
import { renderPage } from '../../../tests/i18n-form-render'
import { isSpanishText, NOT_WORDS, strayWords, visibleWords } from '../../../tests/i18n-render'
import { validActivity, validContact, validEvent, validHost, validStory } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import ContactRoute, * as contact from '../contact'
import HostSignupRoute, * as host from '../host-signup'
import SubmitActivityRoute, * as activity from './activity'
import SubmitEventRoute, * as event from './event'
import SubmitStoryRoute, * as story from './story'

/**
 * The other public forms in Spanish (issue 47): /es/submit-event, /es/submit-activity,
 * /es/submit-story, /es/contact and /es/host-signup each answer a bad form with Spanish messages,
 * render with no English word, and send a good one on with a Spanish toast; the same forms in
 * English read word for word as before (./forms.test.ts, ./restaurant.i18n.test.tsx's pattern).
 */

withTestSecrets()
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
})

type Handler = (args: never) => unknown
type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>

interface Case {
  path: string
  Page: unknown
  loader: Handler
  action: Handler
  valid: Fields
  /** what breaks the form, and the Spanish messages it answers */
  bad: Fields
  errors: Record<string, string[]>
  title: string
  /** where a good form goes, and its toast's title */
  to: string
  toast: string
  table: string
  /** texts the Spanish page shows */
  spanish: string[]
  /** texts the English page shows, as SPEC says them */
  english: string[]
}

const CASES: Case[] = [
  {
    path: '/submit-event',
    Page: SubmitEventRoute,
    loader: event.loader as Handler,
    action: event.action as Handler,
    valid: validEvent,
    bad: { title: '', organizerEmail: 'nope', category: 'Rodeo' },
    errors: {
      title: ['Escribe el nombre del evento'],
      category: ['Elige una categoría de la lista'],
      organizerEmail: ['El correo del organizador no es válido'],
    },
    title: 'Propón un evento',
    to: '/es/events',
    toast: '¡Evento enviado!',
    table: 'event_submissions',
    spanish: [
      '<option value="weekly" selected="">Cada semana</option>',
      '<option value="Arts &amp; Culture">Arte y cultura</option>',
      'Elige hasta 10.',
      'Imágenes (opcional)',
      'aria-label="Propuesta de evento"',
      'href="/es/events"',
    ],
    english: [
      'Submit an Event',
      'Event title: Event title is required',
      'Every week',
      'Choose up to 10.',
      'Images (optional)',
    ],
  },
  {
    path: '/submit-activity',
    Page: SubmitActivityRoute,
    loader: activity.loader as Handler,
    action: activity.action as Handler,
    valid: validActivity,
    bad: { name: '', contactEmail: 'nope', amenities: ['Hot Tub'] },
    errors: {
      name: ['Escribe el nombre de la actividad'],
      amenities: ['Servicio desconocido'],
      contactEmail: ['El correo de contacto no es válido'],
    },
    title: 'Propón una actividad',
    to: '/es/play',
    toast: '¡Actividad enviada!',
    table: 'activity_submissions',
    spanish: [
      '<option value="Free" selected="">Gratis</option>',
      '<option value="Hiking" selected="">Senderismo</option>',
      'Alquiler de equipo',
      'href="/es/play"',
    ],
    english: ['Submit an Activity', 'Activity name: Activity name is required', 'Requirements & Safety'],
  },
  {
    path: '/submit-story',
    Page: SubmitStoryRoute,
    loader: story.loader as Handler,
    action: story.action as Handler,
    valid: validStory,
    bad: { title: '', authorEmail: 'nope', tags: ['Rodeo'] },
    errors: {
      title: ['Escribe el título de la historia'],
      authorEmail: ['El correo del autor no es válido'],
      tags: ['Etiqueta desconocida'],
    },
    title: 'Comparte tu historia',
    to: '/es/stories',
    toast: '¡Historia enviada!',
    table: 'story_submissions',
    spanish: ['Guardar borrador', 'Un resumen breve, de hasta 300 caracteres.', 'Experiencia personal'],
    english: ['Share Your Story', 'Save as Draft', 'A short summary, up to 300 characters.'],
  },
  {
    path: '/contact',
    Page: ContactRoute,
    loader: contact.loader as Handler,
    action: contact.action as Handler,
    valid: validContact,
    bad: { name: '', email: 'nope' },
    errors: { name: ['Escribe tu nombre'], email: ['El correo electrónico no es válido'] },
    title: 'Contáctanos',
    to: '/es/contact',
    toast: '¡Mensaje enviado!',
    table: 'contact_messages',
    spanish: [
      'Preguntas frecuentes',
      '¿Cuesta algo aparecer en la guía?',
      'href="/es/submit-story"',
      '<option value="General Inquiry" selected="">Consulta general</option>',
    ],
    english: [
      'Contact Us',
      'Name: Name is required',
      'Frequently Asked Questions',
      'Is there a cost to be listed?',
      'Tell visitors about your Wyoming.',
      'We reply within 24 hours.',
    ],
  },
  {
    path: '/host-signup',
    Page: HostSignupRoute,
    loader: host.loader as Handler,
    action: host.action as Handler,
    valid: validHost,
    bad: { propertyName: '', nightlyRate: 'a lot', contactEmail: 'nope' },
    errors: {
      propertyName: ['Escribe el nombre del alojamiento'],
      nightlyRate: ['Escribe el precio por noche en dólares enteros'],
      contactEmail: ['El correo de contacto no es válido'],
    },
    title: 'Hazte anfitrión',
    to: '/es/host-signup',
    toast: '¡Solicitud recibida!',
    table: 'host_applications',
    spanish: [
      '<option value="6" selected="">Hasta 6 huéspedes</option>',
      'Rancho histórico',
      'href="/es/search"',
      'alt="Ilustración de un granero de rancho tras una cerca de madera"',
    ],
    english: [
      'Become a Host',
      'Property name: Property name is required',
      'Up to 6 guests',
      'Meet families who care',
      'and choose “Own this business? Claim it” on its page to manage it.',
    ],
  },
]

/** What the visitor typed (a textarea shows it as text), and the form's figures and signs. */
function typed(fields: Fields) {
  const values = new Set(
    Object.values(fields)
      .flat()
      .map((value) => String(value).replace(/\s+/g, ' ')),
  )
  return (word: string) =>
    values.has(word) || NOT_WORDS.test(word) || /^(?:\*|\+|\$+|https:\/\/|x+)$/.test(word)
}

/** An error summary's line, "<label>: <message>", both Spanish. */
const summaryLine = (word: string) => {
  const [label, message] = word.split(': ')
  return message !== undefined && isSpanishText(label!) && isSpanishText(message)
}

describe.each(TEST_DIALECTS)('the other forms in Spanish on %s', (dialect) => {
  const db = useAppDatabase(dialect, { seed: false })

  it.each(CASES)('$path answers a bad form in Spanish and says nothing in English', async (form) => {
    const answer = asData(
      await call(form.action as never, formRequest(`/es${form.path}`, { ...form.valid, ...form.bad })),
    )
    expect(answer.init?.status).toBe(400)
    expect(answer.data.errors).toEqual(form.errors)
    expect(answer.data.formError).toEqual({
      title: 'Revisa el formulario',
      description: 'Corrige los errores del formulario, por favor.',
    })

    const data = (await call(form.loader as never, pageRequest(`/es${form.path}`))) as {
      title: string
      messages: Messages
    }
    expect(data.title).toBe(form.title)
    const html = await renderPage('es', `/es${form.path}`, form.Page as Page, data, answer.data)
    const { stray, english } = strayWords(html, (word) => typed(form.valid)(word) || summaryLine(word))
    expect(stray).toEqual([])
    expect(english).toEqual([])
    for (const text of form.spanish) expect(html).toContain(text)
  })

  it.each(CASES)('$path sends a good Spanish form on with a Spanish toast', async (form) => {
    const response = (await call(
      form.action as never,
      formRequest(`/es${form.path}`, form.valid),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(form.to)
    expect(await toastOf(response)).toMatchObject({ title: form.toast })
    await db.db.deleteFrom(form.table as never).execute()
    await db.db.deleteFrom('rate_limits').execute()
  })

  it.each(CASES)('$path in English reads as it always has', async (form) => {
    const answer = asData(
      await call(form.action as never, formRequest(form.path, { ...form.valid, ...form.bad })),
    )
    const data = (await call(form.loader as never, pageRequest(form.path))) as {
      messages: Messages
    }
    const html = await renderPage('en', form.path, form.Page as Page, data, answer.data)
    const words = visibleWords(html)
    for (const text of form.english) expect(words, text).toContain(text)
  })

  it('keeps a story in Spanish when Save as Draft is pressed without JavaScript', async () => {
    const answer = asData(
      await call(story.action as never, formRequest('/es/submit-story', { ...validStory, intent: 'draft' })),
    )
    expect(answer.init?.status).toBe(200)
    expect(answer.data.formError).toEqual({
      title: 'No se guardó el borrador',
      description:
        'Para guardar un borrador en este dispositivo hace falta JavaScript. Tu historia sigue aquí: envíala o cópiala.',
    })
  })
})
