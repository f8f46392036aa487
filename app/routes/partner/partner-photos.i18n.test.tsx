import type * as React from 'react'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  pageRequest,
  PASSWORD,
  sessionCookie,
  toastOf,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { en } from '../../locales'
import { UPLOAD_WORDS } from '~/components/admin/upload-words'
import { upsertUser } from '~/lib/auth.server'
import { IMAGE_LIMITS, MESSAGES } from '~/lib/form-options'
import { serverT } from '~/lib/i18n/catalog.server'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { Messages } from '~/lib/i18n/messages'
import { grantPartner, setPartnerTrusted } from '~/lib/partners/partners.server'
import { ONLY_EDITORS, PHOTO_ANSWERS } from '~/lib/partners/photo-words'
import { readPhotoAction } from '~/lib/photos/photo-form.server'
import { MAX_INPUT_PIXELS, PHOTO_ERRORS } from '~/lib/photos/process.server'
import { PHOTO_LICENSES, PHOTO_MESSAGES } from '~/lib/photos/photo.schema'
import PhotosRoute, { action as photosAction, loader as photosLoader } from './photos'
import UnsubscribeRoute, { action as unsubscribeAction, loader as unsubscribeLoader } from './unsubscribe'
import { reminderUnsubscribeToken } from '~/lib/partners/reminders.server'

/**
 * A business's photos page and the reminders' unsubscribe page in Spanish (issue 47): no English
 * left; English word for word as before (the mails a partner gets: app/lib/mail/partner-mails.i18n.test.ts).
 */

withTestSecrets()
withUploadDir('guide-partner-photos-es-')

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
const english = en as Record<string, string>
const spanish = knownWords('es', PHOTO_ANSWERS)

describe('the photo page’s English words', () => {
  it('are in the English catalog word for word as the code says them', () => {
    const say = serverT('en')
    expect(say('partnerPhotos.error.alt')).toBe(PHOTO_MESSAGES.alt)
    expect(say('partnerPhotos.error.altLength', { max: 250 })).toBe(PHOTO_MESSAGES.altLength)
    expect(say('partnerPhotos.error.captionLength', { max: 300 })).toBe(PHOTO_MESSAGES.captionLength)
    expect(say('partnerPhotos.error.creditLength', { max: 120 })).toBe(PHOTO_MESSAGES.creditLength)
    expect(say('partnerPhotos.error.license')).toBe(PHOTO_MESSAGES.license)
    expect(say('partnerPhotos.error.file', { megabytes: IMAGE_LIMITS.megabytes })).toBe(PHOTO_MESSAGES.file)
    expect(say('partnerPhotos.error.tooLarge', { megapixels: MAX_INPUT_PIXELS / 1_000_000 })).toBe(
      PHOTO_ERRORS.tooLarge,
    )
    expect(english['partnerPhotos.error.unreadable']).toBe(PHOTO_ERRORS.unreadable)
    expect(english['partnerPhotos.error.editorsOnly']).toBe(ONLY_EDITORS)
    const fix = readPhotoAction(new FormData())
    expect(fix.ok ? '' : fix.answer.error).toBe(english['partnerPhotos.error.notPossible'])
    const form = new FormData()
    form.set('intent', 'upload')
    const missing = readPhotoAction(form)
    expect(missing.ok ? '' : missing.answer.error).toBe(english['partnerPhotos.error.fix'])
    // The upload form's words, as the back office says them.
    expect(say('partnerPhotos.form.fileDescription', { megabytes: IMAGE_LIMITS.megabytes })).toBe(
      UPLOAD_WORDS.fileDescription,
    )
    for (const [word, key] of [
      ['photo', 'photo'],
      ['alt', 'alt'],
      ['altDescription', 'altDescription'],
      ['caption', 'caption'],
      ['credit', 'credit'],
      ['creditDescription', 'creditDescription'],
      ['license', 'license'],
      ['licenseDescription', 'licenseDescription'],
      ['notStated', 'notStated'],
      ['submit', 'submit'],
    ] as const)
      expect(english[`partnerPhotos.form.${key}`]).toBe(UPLOAD_WORDS[word])
    expect(english['partnerPhotos.form.permission']).toBe(PHOTO_LICENSES.permission)
    expect(english['partnerPhotos.form.publicDomain']).toBe(PHOTO_LICENSES.cc0)
  })

  it('are said in Spanish with their figures; the upload limits with the forms’ words', () => {
    expect(spanish(PHOTO_MESSAGES.altLength)).toBe(
      'El texto alternativo puede tener 250 caracteres como máximo.',
    )
    expect(spanish(PHOTO_MESSAGES.file)).toBe('Elige una foto (JPEG, PNG o WebP, de 25 MB como máximo).')
    expect(spanish(PHOTO_ERRORS.tooLarge)).toMatch(/^Esta foto tiene más de 50 megapíxeles/)
    expect(spanish(MESSAGES.imageSize)).toBe('Cada foto puede pesar 25 MB como máximo.')
    expect(spanish('Something else')).toBe('Something else')
  })
})

describe.each(TEST_DIALECTS)('the partner’s pages in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const who = { id: '', cookie: '', trusted: '' }
  let listing: { id: string; name: string }
  let other: { id: string; name: string }

  beforeAll(async () => {
    const owner = await upsertUser(
      t.db,
      { email: 'fotos@example.com', password: PASSWORD, role: null },
      dialect,
    )
    const trusted = await upsertUser(
      t.db,
      { email: 'fiable@example.com', password: PASSWORD, role: null },
      dialect,
    )
    const rows = await t.db
      .selectFrom('stays')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute()
    listing = rows[0]!
    other = rows[1]!
    await grantPartner(t.db, { type: 'stays', id: listing.id, userId: owner.id, grantedBy: null })
    await grantPartner(t.db, { type: 'stays', id: other.id, userId: trusted.id, grantedBy: null })
    await setPartnerTrusted(t.db, 'stays', other.id, trusted.id, true)
    Object.assign(who, {
      id: owner.id,
      cookie: await sessionCookie('fotos@example.com'),
      trusted: await sessionCookie('fiable@example.com'),
    })
  })

  const path = (id: string) => `/es/partner/stays/${id}/photos`
  const params = (id: string) => ({ type: 'stays', id })
  const post = (id: string, cookie: string, fields: Record<string, string>, file?: Buffer) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    if (file) form.append('photo', new File([new Uint8Array(file)], 'foto.jpg', { type: 'image/jpeg' }))
    return call(
      photosAction,
      new Request(`http://localhost${path(id)}`, {
        method: 'POST',
        body: form,
        headers: { cookie, 'x-client-ip': '198.51.100.40' },
      }),
      params(id),
    )
  }
  const jpeg = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 120 } } })
      .jpeg()
      .toBuffer()

  it('signed out: to /es/login, coming back to the page', async () => {
    const thrown = await call(photosLoader, pageRequest(path(listing.id)), params(listing.id)).catch(
      (error: unknown) => error,
    )
    expect((thrown as Response).headers.get('Location')).toBe(
      `/es/login?next=${encodeURIComponent(path(listing.id))}`,
    )
  })

  it('the photos page, its form’s errors and the list of waiting photos in Spanish; its toasts too', async () => {
    const load = async () =>
      (await call(
        photosLoader,
        pageRequest(path(listing.id), { cookie: who.cookie }),
        params(listing.id),
      )) as {
        messages: Messages
        metaTitle: string
      }
    const empty = await load()
    expect(empty.metaTitle).toBe(`Fotos de ${listing.name}`)
    // Without a photo and without alt text: every error in Spanish.
    const bad = asData(await post(listing.id, who.cookie, { intent: 'upload', alt: '', caption: 'Mi patio' }))
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Corrige los campos marcados, por favor.',
      errors: {
        alt: ['Describe la foto para quienes no pueden verla (el texto alternativo es obligatorio).'],
      },
      values: { caption: 'Mi patio' },
    })
    const noFile = asData(await post(listing.id, who.cookie, { intent: 'upload', alt: 'La entrada' }))
    expect(noFile.data).toMatchObject({
      errors: { photo: ['Elige una foto (JPEG, PNG o WebP, de 25 MB como máximo).'] },
    })
    const notHere = asData(
      await post(listing.id, who.cookie, { intent: 'move', photoId: crypto.randomUUID(), direction: 'up' }),
    )
    expect(notHere.data).toMatchObject({
      error:
        'Solo nuestros editores pueden cambiar o quitar una foto: escríbenos desde la página de contacto.',
    })
    const names = (word: string) =>
      [listing.name, 'Mi patio', 'CC BY 4.0', 'CC BY-SA 4.0', 'Wyoming Navigator', '*'].includes(word)
    for (const [data, answer] of [
      [empty, undefined],
      [empty, bad.data],
      [empty, noFile.data],
    ] as const) {
      const html = await renderPage('es', path(listing.id), PhotosRoute as unknown as Page, data, answer)
      const words = strayWords(html, names)
      expect(words.stray).toEqual([])
      expect(words.english).toEqual([])
      expect(html).toContain('Añadir una foto')
      expect(html).toContain(`href="/es/partner/stays/${listing.id}"`)
    }

    // Sent: a Spanish toast, back to the Spanish page, which lists it as waiting.
    const sent = (await post(
      listing.id,
      who.cookie,
      { intent: 'upload', alt: 'La entrada en invierno' },
      await jpeg(),
    )) as Response
    expect(sent.headers.get('Location')).toBe(path(listing.id))
    expect(await toastOf(sent)).toMatchObject({
      title: 'Foto enviada a revisión.',
      description: 'Nuestros editores la publican en cuanto la aprueban.',
    })
    const listed = await load()
    const html = await renderPage('es', path(listing.id), PhotosRoute as unknown as Page, listed)
    const words = strayWords(html, (word) => names(word) || word === 'La entrada en invierno')
    expect(words.stray).toEqual([])
    expect(words.english).toEqual([])
    expect(html).toContain('Esperando a nuestros editores')

    // A trusted partner's is published at once.
    const published = (await post(
      other.id,
      who.trusted,
      { intent: 'upload', alt: 'El lago' },
      await jpeg(),
    )) as Response
    expect(await toastOf(published)).toMatchObject({
      title: 'Foto publicada.',
      description: `Ya está en ${other.name}.`,
    })
  })

  it('in English reads as it always has', async () => {
    const url = `/partner/stays/${listing.id}/photos`
    const data = (await call(photosLoader, pageRequest(url, { cookie: who.cookie }), params(listing.id))) as {
      messages: Messages
      metaTitle: string
    }
    expect(data.metaTitle).toBe(`Photos of ${listing.name}`)
    const html = await renderPage('en', url, PhotosRoute as unknown as Page, data)
    for (const text of [
      'Your photos are sent to our editors, who publish them once approved.',
      'Waiting for our editors',
      'Alt text:',
      'Add a photo',
      'Photographer (optional)',
      'Used with permission',
      'Add photo',
    ])
      expect(html).toContain(text)
  })

  it('the reminders’ unsubscribe page in Spanish; its button and the one-click POST stop them', async () => {
    const token = encodeURIComponent(reminderUnsubscribeToken(who.id))
    const url = `/es/partner/unsubscribe?token=${token}`
    const asked = (await call(unsubscribeLoader, pageRequest(url))) as {
      messages: Messages
      metaTitle: string
    }
    expect(asked).toMatchObject({
      state: 'ask',
      email: 'fotos@example.com',
      metaTitle: 'Dejar los recordatorios',
    })
    const page = await renderPage('es', '/es/partner/unsubscribe', UnsubscribeRoute as unknown as Page, asked)
    const words = strayWords(page, (word) => word === 'fotos@example.com')
    expect(words.stray).toEqual([])
    expect(words.english).toEqual([])
    expect(page).toContain('No quiero más recordatorios')

    const bad = asData(await call(unsubscribeLoader, pageRequest('/es/partner/unsubscribe?token=nope')))
    expect(bad.init?.status).toBe(404)
    const invalid = await renderPage(
      'es',
      '/es/partner/unsubscribe',
      UnsubscribeRoute as unknown as Page,
      bad.data as { messages: Messages },
    )
    expect(strayWords(invalid).stray).toEqual([])
    expect(invalid).toContain('Este enlace no funciona')

    const done = (await call(
      unsubscribeAction,
      pageRequest(url, { form: { token: decodeURIComponent(token) } }),
    )) as Response
    expect(done.headers.get('Location')).toBe(url)
    expect(await toastOf(done)).toMatchObject({
      title: 'Recordatorios desactivados',
      description: 'fotos@example.com ya no recibirá más recordatorios para revisar sus fichas.',
    })
    expect(
      await call(unsubscribeAction, pageRequest(url, { form: { 'List-Unsubscribe': 'One-Click' } })),
    ).toMatchObject({
      state: 'done',
    })
    const stopped = (await call(unsubscribeLoader, pageRequest(url))) as { state: string; messages: Messages }
    const html = await renderPage(
      'es',
      '/es/partner/unsubscribe',
      UnsubscribeRoute as unknown as Page,
      stopped,
    )
    expect(strayWords(html, (word) => word === 'fotos@example.com').stray).toEqual([])
    expect(html).toContain('Recordatorios desactivados')
    expect(html).toContain('href="/es/partner"')
  })
})
