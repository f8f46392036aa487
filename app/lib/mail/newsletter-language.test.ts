import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, formRequest, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { captureLogs } from '../../../tests/setup/logs'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { useTestMail } from '../../../tests/mail'
import { linkIn } from '../../../tests/smtp-server'
import { action as newsletterAction } from '../../routes/newsletter'
import { action as confirmAction, loader as confirmLoader } from '../../routes/newsletter/confirm'
import { loader as unsubscribeLoader } from '../../routes/newsletter/unsubscribe'
import { queueNewIssue } from './newsletter-issues.server'

// The newsletter remembers the language of the sign-up (issue 47 item 5): a sign-up from a Spanish
// page is stored as Spanish and gets its confirmation, its issues' unsubscribe words and its links
// in Spanish, through a real SMTP server on loopback; an English sign-up stays English.

const ORIGIN = 'https://guide.example'

withTestSecrets()

describe.each(TEST_DIALECTS)('the newsletter in the reader’s language on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const relay = useTestMail(t, dialect, { env: { PUBLIC_URL: ORIGIN, SUBMISSION_RATE_LIMIT: '100000' } })
  let logs: ReturnType<typeof captureLogs>

  beforeAll(async () => {
    logs = captureLogs()
  })
  afterAll(async () => {
    logs.stop()
  })

  const { deliver } = relay
  const subscribe = (page: string, email: string, redirectTo: string) =>
    call(
      newsletterAction,
      formRequest(`${page}`, { email, redirectTo }, { stamp: null }),
    ) as Promise<Response>
  const requestOf = (link: string, form?: Record<string, string>) => {
    const url = new URL(link)
    return pageRequest(`${url.pathname}${url.search}`, { form })
  }

  it('a Spanish sign-up is stored as Spanish and mailed in Spanish; an English one stays English', async () => {
    const answer = await subscribe('/es/newsletter', 'Lectora@Example.com', '/es/blog')
    expect(answer.headers.get('Location')).toBe('/es/blog')
    expect(await toastOf(answer)).toMatchObject({ title: '¡Ya casi estás!' })
    await subscribe('/newsletter', 'reader@example.com', '/blog')
    const rows = await t.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'language'])
      .orderBy('email')
      .execute()
    expect(rows).toEqual([
      { email: 'lectora@example.com', language: 'es' },
      { email: 'reader@example.com', language: 'en' },
    ])

    expect(await deliver()).toEqual({ sent: 2, failed: 0 })
    const spanish = relay.smtp.received.find((mail) => mail.to.includes('lectora@example.com'))!
    const english = relay.smtp.received.find((mail) => mail.to.includes('reader@example.com'))!
    expect(spanish.header('subject')).toBe('Confirma tu suscripción al boletín de Wyoming Navigator')
    expect(spanish.text).toContain('Alguien, seguramente tú, pidió recibir el boletín')
    expect(spanish.text).toContain('El enlace funciona durante 48 horas.')
    expect(spanish.html).toContain('Confirmar mi suscripción')
    expect(english.header('subject')).toBe('Confirm your Wyoming Navigator newsletter subscription')
    expect(english.text).toContain('The link works for 48 hours.')
    linkIn(english, `${ORIGIN}/newsletter/confirm?token=`)

    // The Spanish link opens the Spanish page, whose button confirms with a Spanish toast.
    const link = linkIn(spanish, `${ORIGIN}/es/newsletter/confirm?token=`)
    const page = await call(confirmLoader, requestOf(link))
    expect(page).toMatchObject({ data: { state: 'valid', metaTitle: 'Confirma tu suscripción' } })
    expect(page.data.messages['newsletter.confirm.valid.title']).toBe('Confirma tu suscripción')
    const confirmed = (await call(
      confirmAction,
      requestOf(link, { token: new URL(link).searchParams.get('token')! }),
    )) as Response
    expect(confirmed.headers.get('Location')).toMatch(/^\/es\/newsletter\/confirm\?token=/)
    expect((await toastOf(confirmed))?.title).toBe('Suscripción confirmada')

    // Its issues carry the Spanish words around the editor's text and a Spanish unsubscribe page.
    expect(await queueNewIssue(t.db, { subject: 'Invierno', body: 'Nieve.' })).toBe(1)
    await deliver()
    const issue = relay.smtp.received.at(-1)!
    expect(issue.to).toEqual(['lectora@example.com'])
    expect(issue.text).toContain('Recibes este correo porque te suscribiste al boletín de Wyoming Navigator.')
    const unsubscribe = issue.header('list-unsubscribe')!.replace(/^<|>$/g, '')
    expect(unsubscribe.startsWith(`${ORIGIN}/es/newsletter/unsubscribe?token=`)).toBe(true)
    expect(await call(unsubscribeLoader, requestOf(unsubscribe))).toMatchObject({
      state: 'ask',
      email: 'lectora@example.com',
      metaTitle: 'Darme de baja',
    })
  })

  it('a Spanish sign-up with a bad address is told so in Spanish', async () => {
    const answer = await subscribe('/es/newsletter', 'not-an-address', '/es/blog')
    expect(await toastOf(answer)).toMatchObject({
      title: 'Revisa el formulario',
      description: 'El correo electrónico no es válido',
    })
  })
})
