import { afterEach, describe, expect, it } from 'vitest'
import { call, formRequest, PASSWORD, pageRequest, withTestSecrets } from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { action as newsletterAction } from '../routes/newsletter'
import { action as confirmAction, loader as confirmLoader } from '../routes/newsletter/confirm'
import { action as unsubscribeAction } from '../routes/newsletter/unsubscribe'
import { action as resetAction, loader as resetLoader } from '../routes/auth/reset-password'
import { sendPasswordResetLink, upsertUser } from './auth.server'
import { unsubscribeUrl } from './mail/newsletter.server'
import { queueNewIssue as enqueueNewsletterIssue } from './mail/newsletter-issues.server'

// Issue 49 item 4: links are single-use and stored hashed. A password reset revokes the account's
// other reset links, a reset link's token is never in the database as such, and a used newsletter
// confirmation link never subscribes again someone who unsubscribed.

withTestSecrets()

describe.each(TEST_DIALECTS)('single-use links on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  afterEach(async () => {
    for (const table of [
      'mail_queue',
      'newsletter_subscriptions',
      'rate_limits',
      'session',
      'account',
      'verification',
      'user_roles',
      'user',
    ] as const)
      await t.db.deleteFrom(table).execute()
  })

  /** The tokens of the links in the queued messages of a kind, oldest first. */
  async function queuedTokens(kind: string, path: string): Promise<string[]> {
    const rows = await t.db
      .selectFrom('mail_queue')
      .select('text')
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute()
    return rows.map((row) => {
      const link = row.text.split(/\s+/).find((word) => word.includes(`${path}?token=`))!
      return new URL(link).searchParams.get('token')!
    })
  }

  const resetWith = (token: string, password: string) =>
    call(
      resetAction,
      pageRequest(`/reset-password?token=${encodeURIComponent(token)}`, {
        form: { token, password, confirm: password },
      }),
    )

  it('a reset link is stored only as a hash, and using one revokes every other link of the account', async () => {
    const { id } = await upsertUser(
      t.db,
      { email: 'ed@example.com', password: PASSWORD, role: 'editor' },
      dialect,
    )
    await upsertUser(t.db, { email: 'other@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await sendPasswordResetLink(t.db, 'ed@example.com')
    await sendPasswordResetLink(t.db, 'ed@example.com')
    await sendPasswordResetLink(t.db, 'other@example.com')
    const [first, second, others] = await queuedTokens('password-reset', '/reset-password')
    expect(new Set([first, second, others]).size).toBe(3)

    // The database holds no token, only its hash under the reset prefix.
    const rows = await t.db.selectFrom('verification').select(['identifier', 'value']).execute()
    expect(rows).toHaveLength(3)
    for (const row of rows) {
      expect(row.identifier).toMatch(/^reset-password:[0-9a-f]{64}$/)
      for (const token of [first, second, others]) expect(row.identifier).not.toContain(token)
    }

    // Both links of the account work until one is used…
    expect(await call(resetLoader, pageRequest(`/reset-password?token=${first}`))).toMatchObject({
      data: { token: first },
    })
    const done = (await resetWith(second!, 'a new password 456')) as Response
    expect(done.headers.get('Location')).toBe('/login')
    // …then neither does: the used one, nor the other one sent earlier.
    for (const token of [first!, second!]) {
      expect(await call(resetLoader, pageRequest(`/reset-password?token=${token}`))).toMatchObject({
        data: { linkError: expect.stringMatching(/expired or was already used/) },
        init: { status: 410 },
      })
      expect(await resetWith(token, 'another password 789')).toMatchObject({ init: { status: 410 } })
    }
    // Another account's link is untouched.
    expect(await call(resetLoader, pageRequest(`/reset-password?token=${others}`))).toMatchObject({
      data: { token: others },
    })
    expect(await t.db.selectFrom('verification').select('value').where('value', '=', id).execute()).toEqual(
      [],
    )
  })

  it('a used newsletter confirmation link never subscribes again an address that unsubscribed', async () => {
    await call(
      newsletterAction,
      formRequest('/newsletter', { email: 'reader@example.com', redirectTo: '/blog' }, { stamp: null }),
    )
    const [token] = await queuedTokens('newsletter-confirm', '/newsletter/confirm')
    const confirmRequest = () =>
      pageRequest(`/newsletter/confirm?token=${encodeURIComponent(token!)}`, { form: { token: token! } })
    expect(((await call(confirmAction, confirmRequest())) as Response).status).toBe(302)

    const row = await t.db
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow()
    const unsubscribe = new URL(unsubscribeUrl(row.id))
    await call(
      unsubscribeAction,
      pageRequest(`${unsubscribe.pathname}${unsubscribe.search}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      }),
    )
    expect(await enqueueNewsletterIssue(t.db, { subject: 'Spring', body: 'Mud.' })).toBe(0)

    // The old link, opened or pressed again, says it was used and subscribes no one.
    expect(
      await call(confirmLoader, pageRequest(`/newsletter/confirm?token=${encodeURIComponent(token!)}`)),
    ).toMatchObject({ data: { state: 'used', token: '' } })
    expect(await call(confirmAction, confirmRequest())).toMatchObject({
      data: { state: 'used' },
      init: { status: 410 },
    })
    expect(await enqueueNewsletterIssue(t.db, { subject: 'Summer', body: 'Sun.' })).toBe(0)
  })
})
