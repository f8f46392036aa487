import { afterEach, describe, expect, it, vi } from 'vitest'
import { call, PASSWORD, pageRequest, toastOf, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as forgotAction } from './forgot-password'
import { action as resetAction, loader as resetLoader } from './reset-password'
import { RESET_LINK_HOURS, upsertUser } from '~/lib/auth.server'
import { grantPartner } from '~/lib/partners/partners.server'
import { signIn } from '~/lib/sign-in.server'

// The public "forgot password" (issue 44 item 3) for every account, a business's partner account
// (no back-office role) too: the same answer whether the address has an account or not, and a
// link that works once and runs out after RESET_LINK_HOURS (single use: app/lib/tokens.server.test.ts).

withTestSecrets()

describe.each(TEST_DIALECTS)('forgot password on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  afterEach(async () => {
    vi.useRealTimers()
    for (const table of [
      'mail_queue',
      'rate_limits',
      'listing_partners',
      'session',
      'account',
      'verification',
      'user',
    ] as const)
      await t.db.deleteFrom(table).execute()
  })

  const forgot = (email: string) =>
    call(forgotAction, pageRequest('/forgot-password', { form: { email } })) as Promise<Response>
  const tokenOf = async () => {
    const mails = await t.db.selectFrom('mail_queue').select(['to', 'kind', 'text']).execute()
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([['owner@lodge.org', 'password-reset']])
    return new URL(/\S+\/reset-password\?token=\S+/.exec(mails[0]!.text)![0]).searchParams.get('token')!
  }

  it('a partner gets a link, an unknown address the same answer; the link runs out', async () => {
    const { id } = await upsertUser(
      t.db,
      { email: 'owner@lodge.org', password: PASSWORD, role: null },
      dialect,
    )
    const stay = await t.db.selectFrom('stays').select('id').executeTakeFirstOrThrow()
    await grantPartner(t.db, { type: 'stays', id: stay.id, userId: id, grantedBy: null })
    const known = await forgot('owner@lodge.org')
    const unknown = await forgot('nobody@lodge.org')
    expect(known.headers.get('Location')).toBe(unknown.headers.get('Location'))
    const { id: _k, ...knownToast } = (await toastOf(known))!
    const { id: _u, ...unknownToast } = (await toastOf(unknown))!
    expect(knownToast).toEqual(unknownToast)
    const token = await tokenOf()
    const page = () => call(resetLoader, pageRequest(`/reset-password?token=${token}`))
    expect(await page()).toMatchObject({ data: { token } })

    // RESET_LINK_HOURS later, it no longer works, and the password stays.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + (RESET_LINK_HOURS * 60 + 1) * 60_000)
    expect(await page()).toMatchObject({
      data: { linkError: expect.stringMatching(/expired/) },
      init: { status: 410 },
    })
    const late = await call(
      resetAction,
      pageRequest('/reset-password', {
        form: { token, password: 'a brand new password', confirm: 'a brand new password' },
      }),
    )
    expect(late).toMatchObject({ init: { status: 410 } })
    vi.useRealTimers()
    expect((await signIn(pageRequest('/login', { form: {} }), 'owner@lodge.org', PASSWORD)).ok).toBe(true)
  })
})
