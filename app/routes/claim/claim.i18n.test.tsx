import type * as React from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { asData, call, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { strayWords } from '../../../tests/i18n-render'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { en } from '../../locales'
import { serverT } from '~/lib/i18n/catalog.server'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { Messages } from '~/lib/i18n/messages'
import { claimApprovedMail, claimRejectedMail } from '~/lib/mail/claim-messages'
import {
  CLAIM_CODE_MINUTES,
  CLAIM_DONE,
  CODE_EXPIRED,
  CODES_RESENT,
  TOO_MANY_TRIES,
} from '~/lib/partners/claim-codes.server'
import { CLAIM_ANSWERS } from '~/lib/partners/claim-words'
import { decideClaim } from '~/lib/partners/claim-decisions.server'
import { ALREADY_WAITING, ALREADY_YOURS, WRONG_PASSWORD } from '~/lib/partners/claims.server'
import ClaimRoute, { action as claimAction, loader as claimLoader } from './claim'
import ClaimVerifyRoute, { action as verifyAction, loader as verifyLoader } from './verify'

/**
 * "Own this business? Claim it" in Spanish (issue 47): the claim and code pages, the rules'
 * answers and the claim's mails in the language of the page the claim was made on; English word
 * for word as before (app/lib/partners/claims.server.test.ts).
 */

withTestSecrets()

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>
const english = en as Record<string, string>
const inSpanish = knownWords('es', CLAIM_ANSWERS)

describe('the claim answers', () => {
  it('are in the English catalog word for word as the code says them', () => {
    const say = serverT('en')
    expect(english['claim.error.alreadyYours']).toBe(ALREADY_YOURS)
    expect(english['claim.error.alreadyWaiting']).toBe(ALREADY_WAITING)
    expect(english['claim.verify.wrongPassword']).toBe(WRONG_PASSWORD)
    expect(english['claim.verify.done']).toBe(CLAIM_DONE)
    expect(english['claim.verify.resent']).toBe(CODES_RESENT)
    expect(english['claim.verify.tooManyTries']).toBe(TOO_MANY_TRIES)
    expect(say('claim.verify.expired', { minutes: CLAIM_CODE_MINUTES })).toBe(CODE_EXPIRED)
    expect(say('claim.verify.wrongCode', { left: 1 })).toBe('That code is not right: 1 try left.')
    expect(say('claim.verify.wrongCode', { left: 4 })).toBe('That code is not right: 4 tries left.')
  })

  it('are said in Spanish with their figures, and English stays as it is', () => {
    expect(inSpanish('That code is not right: 1 try left.')).toBe(
      'Ese código no es correcto: queda 1 intento.',
    )
    expect(inSpanish('That code is not right: 4 tries left.')).toBe(
      'Ese código no es correcto: quedan 4 intentos.',
    )
    expect(inSpanish('Too many claims right now. Try again in 7 minutes.')).toBe(
      'Hay demasiadas solicitudes en este momento. Vuelve a intentarlo en 7 minutos.',
    )
    expect(inSpanish(CODE_EXPIRED)).toBe(
      'Este código caducó (los códigos sirven durante 30 minutos). Usa «Enviar un código nuevo» abajo para recibir otro.',
    )
    expect(inSpanish('Something else')).toBe('Something else')
    expect(knownWords('en', CLAIM_ANSWERS)(ALREADY_YOURS)).toBe(ALREADY_YOURS)
  })

  it('the decision mails are in the claim’s language', () => {
    const approved = claimApprovedMail({
      title: 'Bighorn Lodge',
      url: 'https://guide.example/partner',
      locale: 'es',
    })
    expect(approved.subject).toBe('Ya puedes administrar tu ficha en Wyoming Navigator')
    expect(approved.text).toContain('Abre tu área de socio')
    const rejected = claimRejectedMail({ title: 'Bighorn Lodge', reason: 'No proof.' })
    expect(rejected.subject).toBe('Your claim on Wyoming Navigator was reviewed')
    expect(rejected.text).toContain("The editor's reason:")
  })
})

describe.each(TEST_DIALECTS)('a claim in Spanish on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let stay: { id: string; name: string }

  beforeAll(async () => {
    process.env.SUBMISSION_RATE_LIMIT = '1000'
    stay = await t.db
      .selectFrom('stays')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('stays')
      .set({ email: 'Front@Bighorn-Lodge.com', website: 'https://www.bighorn-lodge.com/' })
      .where('id', '=', stay.id)
      .execute()
  })

  const params = () => ({ type: 'stays', id: stay.id })
  const names = (word: string) =>
    [stay.name, 'f•••@bighorn-lodge.com', 'bighorn-lodge.com', '.', '*'].includes(word)

  it('the claim page answers in Spanish, and the codes are mailed in Spanish', async () => {
    const url = `/es/claim/stays/${stay.id}`
    const data = (await call(claimLoader, pageRequest(url), params())) as {
      messages: Messages
      metaTitle: string
    }
    expect(data.metaTitle).toBe(`Reclama ${stay.name}`)
    const bad = asData(
      await call(claimAction, pageRequest(url, { form: { name: '', email: 'nope' } }), params()),
    )
    expect(bad.init?.status).toBe(400)
    expect(bad.data).toMatchObject({
      error: 'Corrige los campos marcados abajo, por favor.',
      errors: { name: 'Escribe tu nombre.', email: 'Escribe una dirección de correo válida.' },
    })
    const html = await renderPage('es', url, ClaimRoute as unknown as Page, data, bad.data)
    const { stray, english: left } = strayWords(html, (word) => names(word) || word === 'nope')
    expect(stray).toEqual([])
    expect(left).toEqual([])
    expect(html).toContain('Reclamar esta ficha')

    const started = (await call(
      claimAction,
      pageRequest(url, { form: { name: 'Ana Dueña', email: 'ana@gmail.test.com', note: '' } }),
      params(),
    )) as Response
    const location = started.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/es\/claim\/verify\/[0-9a-f-]{36}$/)
    expect(await toastOf(started)).toMatchObject({
      title: 'Revisa tu correo.',
      description: `Te enviamos un código. Sirve durante ${CLAIM_CODE_MINUTES} minutos.`,
    })
    const claimId = location.split('/').at(-1)!
    const stored = await t.db
      .selectFrom('listing_claims')
      .select('language')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow()
    expect(stored.language).toBe('es')
    const mails = await t.db.selectFrom('mail_queue').selectAll().where('kind', '=', 'claim-code').execute()
    expect(mails.length).toBe(2)
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Tu código de Wyoming Navigator: \d{6}$/)
      expect(mail.text).toContain('Escríbelo en la página de la solicitud.')
    }

    // The code page, after a wrong code, in Spanish.
    const verifyUrl = `/es/claim/verify/${claimId}`
    const page = (await call(verifyLoader, pageRequest(verifyUrl), { claimId })) as { messages: Messages }
    const wrong = asData(
      await call(
        verifyAction,
        pageRequest(verifyUrl, {
          form: { proof: '12', account: '000000', password: 'a good long password' },
        }),
        { claimId },
      ),
    )
    expect(wrong.data).toMatchObject({ errors: { proof: 'Escribe el código de seis cifras del mensaje.' } })
    const verifyHtml = await renderPage(
      'es',
      verifyUrl,
      ClaimVerifyRoute as unknown as Page,
      page,
      wrong.data,
    )
    // The wrong code's plural is Spanish too (the checker reads a message's plural only whole).
    const verifyWords = strayWords(
      verifyHtml,
      (word) =>
        names(word) ||
        word === 'a•••@gmail.test.com' ||
        word === 'Ese código no es correcto: quedan 4 intentos.',
    )
    expect(verifyWords.stray).toEqual([])
    expect(verifyWords.english).toEqual([])
    expect(verifyHtml).toContain('Código de la dirección de la ficha')

    const resent = asData(
      await call(verifyAction, pageRequest(verifyUrl, { form: { intent: 'resend' } }), { claimId }),
    )
    expect(resent.data).toMatchObject({
      notice:
        'Si esta solicitud sigue esperando sus códigos, te enviamos unos nuevos. Solo sirve el más reciente; los anteriores ya no.',
    })
    const again = await t.db
      .selectFrom('mail_queue')
      .select('subject')
      .where('kind', '=', 'claim-code')
      .execute()
    expect(again.length).toBe(4)
    for (const mail of again) expect(mail.subject).toMatch(/^Tu código de Wyoming Navigator/)
  })

  it('right codes on a Spanish page land on /es/partner; an approved Spanish claim’s mail links to /es/partner', async () => {
    const other = await t.db
      .selectFrom('stays')
      .select('id')
      .where('hidden', '=', 0)
      .where('id', '!=', stay.id)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('stays')
      .set({ email: 'desk@elk-lodge.com', website: 'https://elk-lodge.com/' })
      .where('id', '=', other.id)
      .execute()
    const started = (await call(
      claimAction,
      pageRequest(`/es/claim/stays/${other.id}`, {
        form: { name: 'Luz Dueña', email: 'luz@gmail.test.com', note: '' },
      }),
      { type: 'stays', id: other.id },
    )) as Response
    const claimId = started.headers.get('Location')!.split('/').at(-1)!
    const codeTo = async (to: string) =>
      /\d{6}/.exec(
        (
          await t.db
            .selectFrom('mail_queue')
            .select('subject')
            .where('to', '=', to)
            .where('kind', '=', 'claim-code')
            .executeTakeFirstOrThrow()
        ).subject,
      )![0]
    const done = (await call(
      verifyAction,
      pageRequest(`/es/claim/verify/${claimId}`, {
        form: {
          proof: await codeTo('desk@elk-lodge.com'),
          account: await codeTo('luz@gmail.test.com'),
          password: 'una contraseña larga 1',
        },
      }),
      { claimId },
    )) as Response
    expect(done.headers.get('Location')).toBe('/es/partner')

    // A Spanish claim an editor approves: its mail's link is the Spanish partner area.
    const first = await t.db
      .selectFrom('listing_claims')
      .select('id')
      .where('language', '=', 'es')
      .where('listing_id', '=', stay.id)
      .executeTakeFirstOrThrow()
    const luz = await t.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'luz@gmail.test.com')
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('listing_claims')
      .set({ status: 'review', user_id: luz.id })
      .where('id', '=', first.id)
      .execute()
    expect(
      await decideClaim(t.db, { claimId: first.id, approve: true, reason: '', editorId: luz.id }),
    ).toEqual({ ok: true })
    const decision = await t.db
      .selectFrom('mail_queue')
      .select('text')
      .where('kind', '=', 'claim-decision')
      .executeTakeFirstOrThrow()
    expect(decision.text).toMatch(/^https?:\/\/\S+\/es\/partner$/m)
  })

  it('in English reads as it always has', async () => {
    const url = `/claim/stays/${stay.id}`
    const data = (await call(claimLoader, pageRequest(url), params())) as {
      messages: Messages
      metaTitle: string
    }
    expect(data.metaTitle).toBe(`Claim ${stay.name}`)
    const bad = asData(
      await call(claimAction, pageRequest(url, { form: { name: '', email: 'nope' } }), params()),
    )
    expect(bad.data).toMatchObject({
      error: 'Please correct the fields marked below.',
      errors: { name: 'Enter your name.', email: 'Enter a valid email address.' },
    })
    const html = await renderPage('en', url, ClaimRoute as unknown as Page, data, bad.data)
    for (const text of [
      'Own this business?',
      'How we check',
      'Claim this listing',
      'Your role at the business (optional)',
    ])
      expect(html).toContain(text)
  })
})
