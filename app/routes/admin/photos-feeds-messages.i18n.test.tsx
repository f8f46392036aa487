import type * as React from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { validContact, validHost } from '../../../tests/factories'
import {
  asData,
  call,
  PASSWORD,
  pageRequest,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { en } from '../../locales'
import { upsertUser } from '~/lib/auth.server'
import { resetEnv } from '~/lib/env.server'
import { FEED_FIELDS } from '~/lib/feeds/feed.schema'
import { DUPLICATE_FEED } from '~/lib/feeds/feeds.server'
import { UNREACHABLE } from '~/lib/feeds/fetch-feed.server'
import { importSummary } from '~/lib/feeds/import.server'
import { serverT } from '~/lib/i18n/catalog.server'
import type { Messages } from '~/lib/i18n/messages'
import { createContactMessage, createHostApplication } from '~/lib/inbox.server'
import { ContactMessageSchema } from '~/lib/kinds/contact.schema'
import { HostApplicationSchema } from '~/lib/kinds/host.schema'
import { enqueueMail } from '~/lib/mail/queue.server'
import { PHOTO_MESSAGES } from '~/lib/photos/photo.schema'
import { feedAnswer, feedSummary } from './feed-words.server'
import FeedRoute, { action as feedAction, loader as feedLoader } from './feed'
import FeedsRoute, { action as feedsAction, loader as feedsLoader } from './feeds'
import PhotosRoute, { action as photosAction, loader as photosLoader } from './listing-photos'
import MailRoute, { action as mailAction, loader as mailLoader } from './mail'
import MessageRoute, { action as messageAction, loader as messageLoader } from './message'
import MessagesRoute, { action as messagesAction, loader as messagesLoader } from './messages'

/**
 * The back office's photos, calendar feeds, messages and mail pages in Spanish (issue 47): no
 * English left but data; answers and toasts in Spanish, redirects under /es/admin; English as before.
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
const english = en as Record<string, string>
/** A Denver time as the back office says it in Spanish ("29 nov 2026, 11:12 p.m. MST", "… por <email>"). */
const SPANISH_TIME = /^\d{1,2} [a-z]{3,4}\.? \d{4}, \d{1,2}:\d{2}\s?[ap]\.\s?m\.\sM[SD]T( por \S+@\S+)?$/
/** The mail page's data: its catalog's words and the mails it lists. */
type MailData = { messages: Messages; mails: unknown[] }
const mailPage = MailRoute as unknown as Page

describe('the feeds’ English words from app/lib', () => {
  it('are in the English catalog word for word', () => {
    expect(english['adminFeeds.problem.unreachable']).toBe(UNREACHABLE)
    expect(english['adminFeeds.field.url.invalid']).toBe(FEED_FIELDS.url.invalid)
    expect(english['adminFeeds.field.name.required']).toBe(FEED_FIELDS.name.required)
    expect(english['adminFeeds.field.category.required']).toBe(FEED_FIELDS.category.required)
    expect(serverT('en')('adminFeeds.problem.duplicate', { name: 'Tavern' })).toBe(DUPLICATE_FEED('Tavern'))
    expect(english['adminPhotos.error.notFound']).toBe(PHOTO_MESSAGES.notFound)
  })

  it('are said in Spanish, a fetch summary part by part', () => {
    const say = feedAnswer('es')
    expect(say('The feed answered HTTP 404.')).toBe('El calendario respondió HTTP 404.')
    expect(say('The feed answered HTTP 301 without a new address.')).toBe(
      'El calendario respondió HTTP 301 sin una dirección nueva.',
    )
    expect(say(UNREACHABLE)).toBe('No se pudo llegar al servidor del calendario o no respondió a tiempo.')
    const counts = {
      created: 1,
      updated: 2,
      unchanged: 0,
      cancelled: 0,
      published: 0,
      skipped: { past: 1, invalid: 0 },
      deferred: 3,
    }
    const text = importSummary(counts as Parameters<typeof importSummary>[0], 500)
    expect(feedSummary('en', text)).toBe(text)
    expect(feedSummary('es', text)).toBe(
      '1 nuevo, 2 cambiados, 0 sin cambios, 1 pasado omitido; 3 más en la próxima consulta (como mucho 500 por consulta)',
    )
  })
})

describe.each(TEST_DIALECTS)(
  'the back office’s photos, feeds, messages and mail in Spanish on %s',
  (dialect) => {
    const t = useAppDatabase(dialect, { seed: true })
    let editor = ''
    const saved = process.env.FEED_ALLOW_PRIVATE

    beforeAll(async () => {
      await upsertUser(t.db, { email: 'redactora@example.com', password: PASSWORD, role: 'editor' }, dialect)
      editor = await sessionCookie('redactora@example.com')
      return () => {
        if (saved === undefined) delete process.env.FEED_ALLOW_PRIVATE
        else process.env.FEED_ALLOW_PRIVATE = saved
        resetEnv()
      }
    })

    const get = (loader: (args: never) => unknown, path: string, params: Record<string, string> = {}) =>
      call(loader as never, pageRequest(path, { cookie: editor }), params) as Promise<{ messages: Messages }>
    const post = (
      action: (args: never) => unknown,
      path: string,
      form: Record<string, string>,
      params: Record<string, string> = {},
    ) => call(action as never, pageRequest(path, { cookie: editor, form }), params)
    const spanishOnly = (html: string, data: (word: string) => boolean = () => false) => {
      const words = strayWords(html, (word) => data(word) || word === '*' || SPANISH_TIME.test(word))
      expect(words.stray).toEqual([])
      expect(words.english).toEqual([])
    }

    it('a listing’s photos: the page, a failed save and a toast in Spanish; English as before', async () => {
      const listing = (await t.db
        .selectFrom('stays')
        .select(['id', 'name'])
        .orderBy('id')
        .executeTakeFirst())!
      const path = `/es/admin/listings/stays/${listing.id}/photos`
      const params = { type: 'stays', id: listing.id }
      const data = await get(photosLoader, path, params)
      const names = (word: string) =>
        [listing.name, 'CC BY 4.0', 'CC BY-SA 4.0', 'Wyoming Navigator', '*'].includes(word)
      const html = await renderPage('es', path, PhotosRoute as unknown as Page, data)
      spanishOnly(html, names)
      expect(html).toContain(`Fotos de ${listing.name}`)
      expect(html).toContain('Añadir una foto')

      // A photo that is not there: Spanish, and the upload form's own errors too.
      const gone = asData(
        await post(
          photosAction,
          path,
          { intent: 'move', photoId: crypto.randomUUID(), direction: 'up' },
          params,
        ),
      )
      expect(gone.data).toMatchObject({ error: 'Esa foto ya no está en esta ficha.' })
      const noAlt = asData(await post(photosAction, path, { intent: 'upload', alt: '' }, params))
      expect(noAlt.data).toMatchObject({ error: 'Corrige los campos marcados, por favor.' })
      const failed = await renderPage('es', path, PhotosRoute as unknown as Page, data, noAlt.data)
      spanishOnly(failed, names)

      const english = await get(photosLoader, `/admin/listings/stays/${listing.id}/photos`, params)
      const page = await renderPage(
        'en',
        `/admin/listings/stays/${listing.id}/photos`,
        PhotosRoute as unknown as Page,
        english,
      )
      expect(page).toContain(`Photos of ${listing.name}`)
      expect(page).toContain('Add a photo')
    })

    it('calendar feeds: the list, a feed’s page, their errors and toasts in Spanish; English as before', async () => {
      process.env.FEED_ALLOW_PRIVATE = '1'
      resetEnv()
      const bad = asData(
        await post(feedsAction, '/es/admin/feeds', { intent: 'add', name: '', url: 'nope', category: '' }),
      )
      expect(bad.init?.status).toBe(400)
      expect(bad.data).toMatchObject({
        error: 'Corrige los campos marcados, por favor.',
        errors: {
          name: ['El nombre es obligatorio'],
          category: ['La categoría es obligatoria'],
        },
      })
      const added = (await post(feedsAction, '/es/admin/feeds', {
        intent: 'add',
        name: 'Taberna de la Plaza',
        url: 'https://calendario.example/eventos.ics',
        category: 'Music',
      })) as Response
      expect(added.headers.get('Location')).toBe('/es/admin/feeds')
      expect((await toastOf(added))?.title).toBe('Calendario añadido.')
      const twice = asData(
        await post(feedsAction, '/es/admin/feeds', {
          intent: 'add',
          name: 'Otra',
          url: 'https://calendario.example/eventos.ics',
          category: 'Music',
        }),
      )
      expect(twice.data).toMatchObject({
        errors: { url: ['Este calendario ya está registrado como «Taberna de la Plaza».'] },
      })

      const feed = await t.db.selectFrom('event_feeds').select('id').executeTakeFirstOrThrow()
      await t.db
        .updateTable('event_feeds')
        .set({
          last_status: 'error',
          last_error: 'The feed answered HTTP 404.',
          last_fetched_at: new Date().toISOString(),
        })
        .where('id', '=', feed.id)
        .execute()
      const data = await get(feedsLoader, '/es/admin/feeds')
      const names = (word: string) =>
        ['Taberna de la Plaza', 'https://calendario.example/eventos.ics', 'redactora@example.com'].includes(
          word,
        )
      const html = await renderPage('es', '/es/admin/feeds', FeedsRoute as unknown as Page, data)
      spanishOnly(html, names)
      expect(html).toContain('Calendarios externos')
      expect(html).toContain('El calendario respondió HTTP 404.')
      expect(html).toContain('Música')
      expect(html).toContain(`href="/es/admin/feeds/${feed.id}"`)
      spanishOnly(
        await renderPage('es', '/es/admin/feeds', FeedsRoute as unknown as Page, data, bad.data),
        names,
      )

      const gone = asData(await post(feedsAction, '/es/admin/feeds', { intent: 'delete', id: feed.id }))
      expect(gone.data).toMatchObject({
        error: 'Marca la casilla para confirmar que quieres borrar el calendario.',
      })

      const one = `/es/admin/feeds/${feed.id}`
      const edit = await get(feedLoader, one, { id: feed.id })
      const page = await renderPage('es', one, FeedRoute as unknown as Page, edit)
      spanishOnly(page, names)
      expect(page).toContain('Editar calendario: Taberna de la Plaza')
      const wrong = asData(
        await post(
          feedAction,
          one,
          { name: 'Taberna de la Plaza', url: 'ftp://x', category: 'Music' },
          { id: feed.id },
        ),
      )
      expect(wrong.data).toMatchObject({
        errors: {
          url: ['Escribe una dirección http, https o webcal, por ejemplo https://venue.example/events.ics'],
        },
      })
      spanishOnly(
        await renderPage('es', one, FeedRoute as unknown as Page, edit, wrong.data),
        (word) => names(word) || word === 'ftp://x',
      )
      const saved = (await post(
        feedAction,
        one,
        { name: 'Taberna de la Plaza', url: 'https://calendario.example/eventos.ics', category: 'Music' },
        { id: feed.id },
      )) as Response
      expect(saved.headers.get('Location')).toBe('/es/admin/feeds')
      expect(await toastOf(saved)).toMatchObject({
        title: 'Calendario guardado.',
        description: 'Taberna de la Plaza: sus eventos nuevos y cambiados esperan revisión en Eventos.',
      })

      const englishData = await get(feedsLoader, '/admin/feeds')
      const englishPage = await renderPage('en', '/admin/feeds', FeedsRoute as unknown as Page, englishData)
      expect(englishPage).toContain('Calendar feeds')
      expect(englishPage).toContain('The feed answered HTTP 404.')
    })

    it('messages: the inbox, a message, their answers in Spanish; English as before', async () => {
      await createContactMessage(t.db, ContactMessageSchema.parse(validContact), { submittedBy: null })
      await createHostApplication(t.db, HostApplicationSchema.parse(validHost), { submittedBy: null })
      const data = await get(messagesLoader, '/es/admin/messages')
      const names = (word: string) =>
        [
          validContact.subject,
          `${validContact.name} · ${validContact.email}`,
          validHost.contactEmail,
          validHost.propertyName,
        ].includes(word)
      const html = await renderPage('es', '/es/admin/messages', MessagesRoute as unknown as Page, data)
      spanishOnly(html, names)
      expect(html).toContain('Solicitud de anfitrión: Elk Meadow Ranch')
      const none = asData(await post(messagesAction, '/es/admin/messages', { intent: 'read' }))
      expect(none.data).toMatchObject({ error: 'Primero marca los mensajes con los que quieres hacer algo.' })

      const contact = (await t.db.selectFrom('contact_messages').select('id').executeTakeFirstOrThrow()).id
      const path = `/es/admin/messages/contact/${contact}`
      const params = { type: 'contact', id: contact }
      const message = await get(messageLoader, path, params)
      const fields = (word: string) =>
        names(word) ||
        Object.values(validContact).includes(word) ||
        word === 'Consulta general' ||
        /^Mensaje de contacto recibido el .+ M[SD]T\.$/.test(word)
      const page = await renderPage('es', path, MessageRoute as unknown as Page, message)
      spanishOnly(page, fields)
      expect(page).toContain('Mensaje de contacto recibido el')
      const ask = await post(messageAction, path, { intent: 'delete' }, params)
      spanishOnly(await renderPage('es', path, MessageRoute as unknown as Page, message, ask), fields)
      const read = (await post(messageAction, path, { intent: 'read' }, params)) as Response
      expect(read.headers.get('Location')).toBe(path)
      const deleted = (await post(
        messageAction,
        path,
        { intent: 'delete', confirm: 'yes' },
        params,
      )) as Response
      expect(deleted.headers.get('Location')).toBe('/es/admin/messages')
      expect((await toastOf(deleted))?.title).toBe('Mensaje borrado.')

      const englishData = await get(messagesLoader, '/admin/messages')
      const englishPage = await renderPage(
        'en',
        '/admin/messages',
        MessagesRoute as unknown as Page,
        englishData,
      )
      expect(englishPage).toContain('Contact messages and host applications, newest first.')
      expect(englishPage).toContain('Host application: Elk Meadow Ranch')
    })

    it('mail: the outbox page and a retry in Spanish; English as before', async () => {
      const id = await enqueueMail(t.db, {
        kind: 'test',
        to: 'a@example.com',
        subject: 'Hola',
        text: 'x',
        html: 'x',
      })
      await t.db
        .updateTable('mail_queue')
        .set({ status: 'failed', attempts: 8, last_error: 'Connection refused' })
        .where('id', '=', id)
        .execute()
      const data = (await get(mailLoader, '/es/admin/mail')) as unknown as MailData
      // the mails' own data (subjects, addresses, kinds), the outbox folder, its sentence's full stop
      const rows = data.mails as { subject: string; to: string; kind: string }[]
      const mailData = new Set(rows.flatMap((row) => [row.subject, row.to, row.kind]))
      const names = (word: string) =>
        mailData.has(word) ||
        word.endsWith('/outbox') ||
        word === '.' ||
        word === 'Último error: Connection refused'
      const html = await renderPage('es', '/es/admin/mail', mailPage, data)
      spanishOnly(html, names)
      expect(html).toContain('Fallidos (1)')
      const retried = (await post(mailAction, '/es/admin/mail', { intent: 'retry', id })) as Response
      expect(retried.headers.get('Location')).toBe('/es/admin/mail?status=failed')
      expect((await toastOf(retried))?.title).toBe('De nuevo en la cola.')
      const again = asData(await post(mailAction, '/es/admin/mail', { intent: 'retry', id }))
      expect(again.data).toMatchObject({ error: 'Ese mensaje ya no está fallido.' })

      const englishData = (await get(mailLoader, '/admin/mail')) as unknown as MailData
      const englishPage = await renderPage('en', '/admin/mail', mailPage, englishData)
      expect(englishPage).toContain('Every message the guide sends waits here until it is sent')
      expect(englishPage).toContain('Latest messages')
    })
  },
)
