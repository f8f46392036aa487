import type * as React from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, formRequest, pageRequest, withTestSecrets } from '../../../tests/helpers'
import { renderPage } from '../../../tests/i18n-form-render'
import { strayWords } from '../../../tests/i18n-render'
import { validContact, validRestaurant } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import type { Messages } from '../i18n/messages'
import { action as contactAction } from '../../routes/contact'
import MailConfirmRoute, { loader as confirmLoader } from '../../routes/mail/confirm'
import { action as restaurantAction } from '../../routes/submit/restaurant'
import { approvedMail, receiptMail, rejectedMail } from './messages'
import { recipientLocale } from './recipients.server'

/**
 * A submitter's mails in the language of the form they sent (issue 47): the address confirmation
 * (its link to /es/mail/confirm), the receipt and, later, the decision; the page the link opens in
 * Spanish. English word for word as before (./mail.server.test.ts).
 */

withTestSecrets()
beforeEach(() => {
  process.env.SUBMISSION_MIN_FILL_MS = '2000'
  process.env.SUBMISSION_RATE_LIMIT = '100000'
  process.env.PUBLIC_URL = 'https://guide.example'
})

type Page = React.ComponentType<{ loaderData: unknown; actionData: unknown }>

describe('the submitters’ mails', () => {
  it('say the kind in a sentence of their language; English as before', () => {
    expect(receiptMail({ kindLabel: 'Restaurant', title: 'Grill' }).subject).toBe(
      'We received your restaurant submission',
    )
    expect(receiptMail({ kindLabel: 'Activity', title: 'Walk', locale: 'es' }).subject).toBe(
      'Recibimos tu propuesta de actividad',
    )
    const approved = approvedMail({
      kindLabel: 'Event',
      title: 'Fair',
      url: 'https://guide.example/es/events/x',
    })
    expect(approved.subject).toBe('Your event is published')
    expect(approved.text).toContain('Good news: your event submission was approved and is now in the guide.')
    const rejected = rejectedMail({ kindLabel: 'Story', title: 'Snow', reason: 'Too short.', locale: 'es' })
    expect(rejected.subject).toBe('Revisamos tu propuesta de historia')
    expect(rejected.text).toContain('El motivo del editor:')
  })
})

describe.each(TEST_DIALECTS)('a Spanish submitter’s mails on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })

  it('a Spanish form: the confirmation and the receipt in Spanish, the address remembers it', async () => {
    const sent = (await call(
      restaurantAction,
      formRequest('/es/submit-restaurant', validRestaurant),
    )) as Response
    expect(sent.status).toBe(302)
    const mails = await t.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('to', '=', 'hello@example.com')
      .execute()
    const confirm = mails.find((mail) => mail.kind === 'address-confirm')!
    expect(confirm.subject).toBe('Confirma tu dirección para recibir novedades de tu propuesta')
    expect(confirm.text).toMatch(/https:\/\/guide\.example\/es\/mail\/confirm\?token=/)
    const receipt = mails.find((mail) => mail.kind === 'receipt')!
    expect(receipt.subject).toBe('Recibimos tu propuesta de restaurante')
    expect(receipt.text).toContain('Un editor revisa cada propuesta')
    expect(await recipientLocale(t.db, 'Hello@example.com')).toBe('es')

    // A later form in English: its mails, and the decisions after it, in English.
    await call(contactAction, formRequest('/contact', { ...validContact, email: 'hello@example.com' }))
    const contact = await t.db
      .selectFrom('mail_queue')
      .select('subject')
      .where('kind', '=', 'receipt')
      .where('subject', '=', 'We received your message')
      .execute()
    expect(contact).toHaveLength(1)
    expect(await recipientLocale(t.db, 'hello@example.com')).toBe('en')
    await t.db.deleteFrom('mail_queue').execute()
    await t.db.deleteFrom('rate_limits').execute()
  })

  it('/es/mail/confirm speaks Spanish', async () => {
    const url = '/es/mail/confirm?token=unknown'
    const data = (await call(confirmLoader, pageRequest(url))) as {
      data: { messages: Messages; metaTitle: string }
    }
    expect(data.data.metaTitle).toBe('Confirma tu dirección')
    const html = await renderPage('es', '/es/mail/confirm', MailConfirmRoute as unknown as Page, data.data)
    const { stray, english } = strayWords(html)
    expect(stray).toEqual([])
    expect(english).toEqual([])
    expect(html).toContain('Este enlace no funciona')
    expect(html).toContain('href="/es"')
  })
})
