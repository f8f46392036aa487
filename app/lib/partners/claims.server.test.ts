import crypto from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  inFreshRateWindow,
  PASSWORD,
  pageRequest,
  sessionCookie,
  thrownStatus,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { useTestMail } from '../../../tests/mail'
import { action as claimAction, loader as claimLoader } from '../../routes/claim/claim'
import { action as verifyAction, loader as verifyLoader } from '../../routes/claim/verify'
import { action as claimsAction, loader as claimsLoader } from '../../routes/admin/claims'
import { action as partnersAction } from '../../routes/admin/listing-partners'
import { loader as listingLoader } from '../../routes/admin/listing'
import { loader as eventLoader } from '../../routes/events/detail'
import { upsertUser } from '../auth.server'
import { resetEnv } from '../env.server'
import { CLAIM_CODE_MINUTES, CLAIM_CODE_TRIES, CODES_RESENT } from './claim-codes.server'
import { verifyClaim } from './claims.server'
import { grantPartner } from './partners.server'

// Claims of a listing by its business (issue 44 items 1 and 6): codes by mail (a real SMTP server
// on loopback), hashed, single-use, expiring, with limited tries; an account made or found without
// telling whether it existed; editors' decisions; rate limits; admins' transfer and revoke.

withTestSecrets()

const ORIGIN = 'https://guide.example'

describe.each(TEST_DIALECTS)('claims on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const relay = useTestMail(t, dialect, {
    env: { PUBLIC_URL: ORIGIN, SUBMISSION_RATE_LIMIT: '1000' },
    from: 'guide@guide.example',
  })
  let admin: string
  let editor: string
  let stay: { id: string; name: string }
  let restaurant: { id: string; name: string }
  let activity: { id: string; name: string }

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'admin@guide.example', password: PASSWORD, role: 'admin' }, dialect)
    await upsertUser(t.db, { email: 'editor@guide.example', password: PASSWORD, role: 'editor' }, dialect)
    admin = await sessionCookie('admin@guide.example')
    editor = await sessionCookie('editor@guide.example')
    // A stay with a real published address and website; a restaurant with a real website only; an
    // activity with neither (the sample listings use example.com, which never gets a code).
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
    restaurant = await t.db
      .selectFrom('restaurants')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('restaurants')
      .set({ website: 'https://elk-grill.com/menu' })
      .where('id', '=', restaurant.id)
      .execute()
    activity = await t.db
      .selectFrom('activities')
      .select(['id', 'name'])
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow()
    await t.db
      .updateTable('activities')
      .set({ website: 'https://www.example.com/' })
      .where('id', '=', activity.id)
      .execute()
  })
  afterEach(async () => {
    relay.smtp.received.length = 0
    for (const table of [
      'claim_codes',
      'listing_claims',
      'listing_partners',
      'mail_queue',
      'rate_limits',
    ] as const)
      await t.db.deleteFrom(table).execute()
    await t.db
      .deleteFrom('user')
      .where('email', 'not in', ['admin@guide.example', 'editor@guide.example'])
      .execute()
  })

  const claim = (
    type: string,
    id: string,
    form: Record<string, string>,
    opts: { cookie?: string; ip?: string } = {},
  ) => call(claimAction, pageRequest(`/claim/${type}/${id}`, { form, ...opts }), { type, id })
  const verify = (claimId: string, form: Record<string, string>, cookie?: string) =>
    call(verifyAction, pageRequest(`/claim/verify/${claimId}`, { form, cookie }), { claimId })
  const claimIdOf = (response: Response) => {
    const location = response.headers.get('Location') ?? ''
    expect(location).toMatch(/^\/claim\/verify\/[0-9a-f-]{36}$/)
    return location.split('/').at(-1)!
  }
  /** The messages queued, delivered to the loopback SMTP server: each address's code. */
  async function deliveredCodes(): Promise<Map<string, string>> {
    await relay.deliver({ maxAttempts: 1 })
    const codes = new Map<string, string>()
    for (const mail of relay.smtp.received) codes.set(mail.to[0]!, /The code: (\d{6})/.exec(mail.text)![1]!)
    relay.smtp.received.length = 0
    return codes
  }
  const partnersOf = (type: string, id: string) =>
    t.db
      .selectFrom('listing_partners')
      .innerJoin('user', 'user.id', 'listing_partners.user_id')
      .select(['user.email', 'listing_partners.granted_by'])
      .where('listing_type', '=', type)
      .where('listing_id', '=', id)
      .execute()

  it('signed out, the listing’s own address: two codes by mail, stored hashed; right codes make the account, grant the listing and sign in; a replay is refused', async () => {
    const page = await call(claimLoader, pageRequest(`/claim/stays/${stay.id}`), {
      type: 'stays',
      id: stay.id,
    })
    expect(page).toMatchObject({
      title: stay.name,
      listingEmail: 'f•••@bighorn-lodge.com',
      domain: 'bighorn-lodge.com',
      claimed: false,
    })
    const started = (await claim('stays', stay.id, {
      name: 'Amy Owner',
      email: 'amy@gmail.test.com',
      note: 'Owner',
    })) as Response
    const claimId = claimIdOf(started)
    expect((await toastOf(started))?.title).toBe('Check your email.')
    const codes = await deliveredCodes()
    expect([...codes.keys()].sort()).toEqual(['amy@gmail.test.com', 'front@bighorn-lodge.com'])
    // Hashed at rest: no code in the database.
    const stored = await t.db.selectFrom('claim_codes').selectAll().where('claim_id', '=', claimId).execute()
    expect(stored).toHaveLength(2)
    for (const row of stored) for (const code of codes.values()) expect(row.code_hash).not.toContain(code)
    expect(await call(verifyLoader, pageRequest(`/claim/verify/${claimId}`), { claimId })).toMatchObject({
      done: null,
      needsPassword: true,
      codes: [
        { purpose: 'proof', to: 'f•••@bighorn-lodge.com' },
        { purpose: 'account', to: 'a•••@gmail.test.com' },
      ],
    })

    // A wrong code counts a try and stores nothing else.
    const wrong = asData(
      await verify(claimId, {
        proof: '000000' === codes.get('front@bighorn-lodge.com') ? '111111' : '000000',
        account: codes.get('amy@gmail.test.com')!,
        password: 'a good long password',
      }),
    )
    expect(wrong.init?.status).toBe(400)
    expect(wrong.data).toMatchObject({
      errors: { proof: `That code is not right: ${CLAIM_CODE_TRIES - 1} tries left.` },
    })
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'amy@gmail.test.com').execute(),
    ).toEqual([])
    // A short password: said next to the field, nothing stored.
    expect(
      asData(
        await verify(claimId, {
          proof: codes.get('front@bighorn-lodge.com')!,
          account: codes.get('amy@gmail.test.com')!,
          password: 'short',
        }),
      ).data,
    ).toMatchObject({ errors: { password: expect.stringMatching(/at least 12/) } })

    const done = (await verify(claimId, {
      proof: codes.get('front@bighorn-lodge.com')!,
      account: ` ${codes.get('amy@gmail.test.com')!} `,
      password: 'a good long password',
    })) as Response
    expect(done.headers.get('Location')).toBe('/partner')
    expect(done.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(true)
    expect(await partnersOf('stays', stay.id)).toEqual([{ email: 'amy@gmail.test.com', granted_by: null }])
    const user = await t.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', 'amy@gmail.test.com')
      .executeTakeFirstOrThrow()
    expect(Boolean(user.emailVerified)).toBe(true)
    expect(
      await t.db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute(),
    ).toEqual([])

    // The same codes again: refused, nothing changes.
    const replay = asData(
      await verify(claimId, {
        proof: codes.get('front@bighorn-lodge.com')!,
        account: codes.get('amy@gmail.test.com')!,
        password: 'a good long password',
      }),
    )
    expect(replay.init?.status).toBe(410)
    expect(replay.data).toMatchObject({ errors: { form: expect.stringMatching(/already done/) } })
    expect(await call(verifyLoader, pageRequest(`/claim/verify/${claimId}`), { claimId })).toMatchObject({
      done: expect.stringMatching(/already done/),
    })

    // The listing is claimed now: the page says so, without naming anyone.
    const after = await call(claimLoader, pageRequest(`/claim/stays/${stay.id}`), {
      type: 'stays',
      id: stay.id,
    })
    expect(after.claimed).toBe(true)
    expect(JSON.stringify(after)).not.toContain('amy@')
  })

  it('an address at the website’s domain gets one code; an existing account is found, not told apart, and keeps its password', async () => {
    await upsertUser(t.db, { email: 'chef@elk-grill.com', password: PASSWORD, role: null }, dialect)
    const known = (await claim('restaurants', restaurant.id, {
      name: 'Chef',
      email: 'chef@elk-grill.com',
      note: '',
    })) as Response
    const unknown = (await claim(
      'restaurants',
      restaurant.id,
      { name: 'Sous', email: 'sous@elk-grill.com', note: '' },
      { ip: '198.51.100.99' },
    )) as Response
    // The same answer for both.
    const { id: _a, ...knownToast } = (await toastOf(known))!
    const { id: _b, ...unknownToast } = (await toastOf(unknown))!
    expect(knownToast).toEqual(unknownToast)
    const [knownId, unknownId] = [claimIdOf(known), claimIdOf(unknown)]
    const knownPage = await call(verifyLoader, pageRequest(`/claim/verify/${knownId}`), { claimId: knownId })
    const unknownPage = await call(verifyLoader, pageRequest(`/claim/verify/${unknownId}`), {
      claimId: unknownId,
    })
    expect(knownPage.codes).toEqual([{ purpose: 'proof', to: 'c•••@elk-grill.com' }])
    expect({ ...knownPage, codes: [] }).toEqual({ ...unknownPage, codes: [] })
    // Only the mail (read by the address's owner) says the account exists.
    const mails = await t.db.selectFrom('mail_queue').select(['to', 'text']).execute()
    expect(mails.find((mail) => mail.to === 'chef@elk-grill.com')!.text).toMatch(/already has an account/)
    expect(mails.find((mail) => mail.to === 'sous@elk-grill.com')!.text).not.toMatch(/already has an account/)
    const codes = await deliveredCodes()

    // The existing account: a new password is not its password.
    const refused = asData(
      await verify(knownId, { proof: codes.get('chef@elk-grill.com')!, password: 'somebody else 123' }),
    )
    expect(refused.data).toMatchObject({ errors: { password: expect.stringMatching(/not the password/) } })
    expect(await partnersOf('restaurants', restaurant.id)).toEqual([])
    const done = (await verify(knownId, {
      proof: codes.get('chef@elk-grill.com')!,
      password: PASSWORD,
    })) as Response
    expect(done.headers.get('Location')).toBe('/partner')
    await sessionCookie('chef@elk-grill.com', PASSWORD)
    expect(await partnersOf('restaurants', restaurant.id)).toEqual([
      { email: 'chef@elk-grill.com', granted_by: null },
    ])

    // A second claim of a claimed listing goes to an editor, even one started before the first
    // was proved (its code then only verifies the account), or one with no code to prove it at all.
    const second = (await verify(unknownId, {
      proof: codes.get('sous@elk-grill.com')!,
      password: 'a good long password',
    })) as Response
    expect((await toastOf(second))?.title).toBe('Your claim is with our editors.')
    expect((await partnersOf('restaurants', restaurant.id)).map((p) => p.email)).toEqual([
      'chef@elk-grill.com',
    ])
    const third = (await claim(
      'restaurants',
      restaurant.id,
      { name: 'Host', email: 'host@elk-grill.com', note: 'Host' },
      { ip: '198.51.100.98' },
    )) as Response
    const thirdId = claimIdOf(third)
    const thirdCodes = await deliveredCodes()
    expect([...thirdCodes.keys()]).toEqual(['host@elk-grill.com'])
    const waiting = (await verify(thirdId, {
      account: thirdCodes.get('host@elk-grill.com')!,
      password: 'a good long password',
    })) as Response
    expect((await toastOf(waiting))?.title).toBe('Your claim is with our editors.')
    const queue = await call(claimsLoader, pageRequest('/admin/claims', { cookie: editor }))
    expect(queue.claims).toEqual([
      expect.objectContaining({
        id: unknownId,
        email: 'sous@elk-grill.com',
        partners: ['chef@elk-grill.com'],
      }),
      expect.objectContaining({
        id: thirdId,
        email: 'host@elk-grill.com',
        partners: ['chef@elk-grill.com'],
      }),
    ])
  })

  it('an expired code, too many wrong tries, a code for another claim: clear refusals, nothing half-stored', async () => {
    const started = (await claim('restaurants', restaurant.id, {
      name: 'Late',
      email: 'late@elk-grill.com',
      note: '',
    })) as Response
    const claimId = claimIdOf(started)
    const [code] = [...(await deliveredCodes()).values()]
    const later = new Date(Date.now() + (CLAIM_CODE_MINUTES + 1) * 60_000)
    const expired = await verifyClaim(
      t.db,
      claimId,
      { codes: { proof: code }, password: 'a good long password', userId: null },
      later,
      dialect,
    )
    expect(expired).toMatchObject({
      ok: false,
      status: 410,
      errors: { proof: expect.stringMatching(/expired/) },
    })
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'late@elk-grill.com').execute(),
    ).toEqual([])
    expect(await partnersOf('restaurants', restaurant.id)).toEqual([])

    const other = claimIdOf(
      (await claim('restaurants', restaurant.id, {
        name: 'Many',
        email: 'many@elk-grill.com',
        note: '',
      })) as Response,
    )
    const [right] = [...(await deliveredCodes()).values()]
    // Another claim's code is not this claim's.
    if (code !== right)
      expect(
        asData(await verify(other, { proof: code!, password: 'a good long password' })).init?.status,
      ).toBe(400)
    else await verify(other, { proof: '000001', password: 'a good long password' })
    for (let i = 1; i < CLAIM_CODE_TRIES; i++)
      await verify(other, {
        proof: right === '123456' ? '654321' : '123456',
        password: 'a good long password',
      })
    const blocked = asData(await verify(other, { proof: right!, password: 'a good long password' }))
    expect(blocked.init?.status).toBe(410)
    expect(blocked.data).toMatchObject({ errors: { proof: expect.stringMatching(/Too many wrong tries/) } })
    expect(await partnersOf('restaurants', restaurant.id)).toEqual([])
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'many@elk-grill.com').execute(),
    ).toEqual([])
    // An unknown claim is a 404, its page too.
    expect(
      await thrownStatus(() => call(verifyLoader, pageRequest('/claim/verify/nope'), { claimId: 'nope' })),
    ).toBe(404)
    expect(
      await thrownStatus(() => call(claimLoader, pageRequest('/claim/music/x'), { type: 'music', id: 'x' })),
    ).toBe(404)
  })

  it('no address to prove it: the claim waits for an editor, who rejects with a reason or approves; the claimant is mailed', async () => {
    await upsertUser(t.db, { email: 'guide@wild-trips.org', password: PASSWORD, role: null }, dialect)
    const cookie = await sessionCookie('guide@wild-trips.org')
    const page = await call(claimLoader, pageRequest(`/claim/activities/${activity.id}`, { cookie }), {
      type: 'activities',
      id: activity.id,
    })
    expect(page).toMatchObject({ listingEmail: null, domain: null, signedInAs: 'guide@wild-trips.org' })
    const sent = (await claim('activities', activity.id, { note: 'I run the trips' }, { cookie })) as Response
    expect(sent.headers.get('Location')).toBe('/partner')
    expect(await t.db.selectFrom('mail_queue').select('id').execute()).toEqual([])
    // Twice: said plainly.
    const again = asData(await claim('activities', activity.id, { note: 'again' }, { cookie }))
    expect(again.init?.status).toBe(409)
    expect(again.data).toMatchObject({ error: expect.stringMatching(/already waiting/) })

    const { claims } = await call(claimsLoader, pageRequest('/admin/claims', { cookie: editor }))
    expect(claims).toEqual([
      expect.objectContaining({ email: 'guide@wild-trips.org', note: 'I run the trips', partners: [] }),
    ])
    const claimId = claims[0]!.id as string
    const decide = (form: Record<string, string>) =>
      call(claimsAction, pageRequest('/admin/claims', { cookie: editor, form }))
    expect(asData(await decide({ claimId, intent: 'reject', reason: ' ' })).data).toMatchObject({
      error: expect.stringMatching(/reason/),
    })
    expect(
      (
        (await decide({ claimId, intent: 'reject', reason: 'We could not reach the business.' })) as Response
      ).headers.get('Location'),
    ).toBe('/admin/claims')
    // Decided already: refused.
    expect(asData(await decide({ claimId, intent: 'approve' })).data).toMatchObject({
      error: expect.stringMatching(/already decided/),
    })
    expect(await partnersOf('activities', activity.id)).toEqual([])

    await claim('activities', activity.id, { note: 'With more proof' }, { cookie })
    const [next] = (await call(claimsLoader, pageRequest('/admin/claims', { cookie: editor }))).claims
    await decide({ claimId: next.id, intent: 'approve' })
    const editorId = (
      await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'editor@guide.example')
        .executeTakeFirstOrThrow()
    ).id
    expect(await partnersOf('activities', activity.id)).toEqual([
      { email: 'guide@wild-trips.org', granted_by: editorId },
    ])
    expect(asData(await claim('activities', activity.id, { note: '' }, { cookie })).data).toMatchObject({
      error: expect.stringMatching(/already manage/),
    })

    await relay.deliver({ maxAttempts: 1 })
    const [rejected, approved] = relay.smtp.received.map((mail) => mail.text)
    expect(rejected).toMatch(/We could not reach the business\./)
    expect(approved).toMatch(new RegExp(`${ORIGIN}/partner`))
    // Only the back office decides.
    const partner = cookie
    expect(
      await thrownStatus(() => call(claimsLoader, pageRequest('/admin/claims', { cookie: partner }))),
    ).toBe(403)
    expect(
      await thrownStatus(() =>
        call(
          claimsAction,
          pageRequest('/admin/claims', { cookie: partner, form: { claimId: next.id, intent: 'approve' } }),
        ),
      ),
    ).toBe(403)
  })

  it('rate-limited per listing and per address', async () => {
    inFreshRateWindow()
    for (let i = 0; i < 5; i++)
      expect(
        await claim(
          'restaurants',
          restaurant.id,
          { name: 'N', email: `n${i}@elk-grill.com`, note: '' },
          { ip: `198.51.100.${i + 1}` },
        ),
      ).toBeInstanceOf(Response)
    const sixth = asData(
      await claim(
        'restaurants',
        restaurant.id,
        { name: 'N', email: 'n9@elk-grill.com', note: '' },
        { ip: '198.51.100.50' },
      ),
    )
    expect(sixth.init?.status).toBe(429)
    expect(sixth.data).toMatchObject({ error: expect.stringMatching(/Too many claims/) })
    // Another listing is still open; one address is limited on every listing.
    process.env.SUBMISSION_RATE_LIMIT = '2'
    resetEnv()
    try {
      await claim('stays', stay.id, { name: 'N', email: 'a@x.org', note: '' }, { ip: '203.0.113.9' })
      await claim('stays', stay.id, { name: 'N', email: 'b@x.org', note: '' }, { ip: '203.0.113.9' })
      expect(
        asData(
          await claim('stays', stay.id, { name: 'N', email: 'c@x.org', note: '' }, { ip: '203.0.113.9' }),
        ).init?.status,
      ).toBe(429)
    } finally {
      process.env.SUBMISSION_RATE_LIMIT = '1000'
      resetEnv()
    }
  })

  it('“Send a new code”: new codes replace the old ones (which stop working), rate-limited like the claim, the same answer whether or not anything was sent', async () => {
    inFreshRateWindow()
    const claimId = claimIdOf(
      (await claim('restaurants', restaurant.id, {
        name: 'Rae Cook',
        email: 'rae@elk-grill.com',
        note: '',
      })) as Response,
    )
    const first = (await deliveredCodes()).get('rae@elk-grill.com')!
    const before = await t.db.selectFrom('claim_codes').selectAll().where('claim_id', '=', claimId).execute()
    const resent = asData(await verify(claimId, { intent: 'resend' }))
    expect(resent.init?.status ?? 200).toBe(200)
    expect(resent.data).toEqual({ notice: CODES_RESENT })
    const second = (await deliveredCodes()).get('rae@elk-grill.com')!
    expect(second).toMatch(/^\d{6}$/)
    const after = await t.db.selectFrom('claim_codes').selectAll().where('claim_id', '=', claimId).execute()
    expect(after).toHaveLength(1)
    expect(after[0]!.code_hash).not.toBe(before[0]!.code_hash)
    // The old code no longer works (unless the new one happens to be the same six digits).
    if (first !== second) {
      const old = asData(await verify(claimId, { proof: first, password: 'a good long password' }))
      expect(old.init?.status).toBe(400)
      expect(old.data).toMatchObject({ errors: { proof: expect.stringMatching(/not right/) } })
    }
    // A stranger signed in, and a claim already done or unknown: the same answer, nothing sent.
    await upsertUser(t.db, { email: 'x@elsewhere.org', password: PASSWORD, role: null }, dialect)
    const signedIn = (await claim(
      'stays',
      stay.id,
      { name: 'X', email: 'x@elsewhere.org', note: '' },
      { cookie: await sessionCookie('x@elsewhere.org') },
    )) as Response
    const theirs = claimIdOf(signedIn)
    await deliveredCodes()
    expect(asData(await verify(theirs, { intent: 'resend' })).data).toEqual({ notice: CODES_RESENT })
    expect(asData(await verify(crypto.randomUUID(), { intent: 'resend' })).data).toEqual({
      notice: CODES_RESENT,
    })
    await relay.deliver({ maxAttempts: 1 })
    expect(relay.smtp.received).toHaveLength(0)
    // The new code works.
    const done = await verify(claimId, { proof: second, password: 'a good long password' })
    expect(done).toBeInstanceOf(Response)
    expect(asData(await verify(claimId, { intent: 'resend' })).data).toEqual({ notice: CODES_RESENT })
    await relay.deliver({ maxAttempts: 1 })
    expect(relay.smtp.received).toHaveLength(0)
    // Rate-limited as the claim is: per client address (and per listing).
    const other = claimIdOf(
      (await claim('restaurants', restaurant.id, {
        name: 'Z',
        email: 'z@elk-grill.com',
        note: '',
      })) as Response,
    )
    await deliveredCodes()
    process.env.SUBMISSION_RATE_LIMIT = '1'
    resetEnv()
    try {
      const resend = () =>
        call(
          verifyAction,
          pageRequest(`/claim/verify/${other}`, { form: { intent: 'resend' }, ip: '192.0.2.71' }),
          { claimId: other },
        )
      expect(asData(await resend()).data).toEqual({ notice: CODES_RESENT })
      const limited = asData(await resend())
      expect(limited.init?.status).toBe(429)
      expect(limited.data).toMatchObject({ errors: { resend: expect.stringMatching(/^Too many new codes/) } })
    } finally {
      process.env.SUBMISSION_RATE_LIMIT = '1000'
      resetEnv()
    }
  })

  it('the listing’s Partners: an editor trusts, an admin gives access to another address (a transfer) and revokes', async () => {
    const owner = await upsertUser(
      t.db,
      { email: 'old@bighorn-lodge.com', password: PASSWORD, role: null },
      dialect,
    )
    await grantPartner(t.db, { type: 'stays', id: stay.id, userId: owner.id, grantedBy: null })
    const base = `/admin/listings/stays/${stay.id}`
    const post = (cookie: string, form: Record<string, string>) =>
      call(partnersAction, pageRequest(`${base}/partners`, { cookie, form }), {
        type: 'stays',
        id: stay.id,
      }) as Promise<Response>
    const shown = await call(listingLoader, pageRequest(base, { cookie: editor }), {
      type: 'stays',
      id: stay.id,
    })
    expect(shown.partners).toEqual({
      isAdmin: false,
      rows: [expect.objectContaining({ email: 'old@bighorn-lodge.com', trusted: false })],
    })

    expect((await post(editor, { intent: 'trust', userId: owner.id })).headers.get('Location')).toBe(
      `${base}#partners`,
    )
    expect(
      await t.db
        .selectFrom('listing_partners')
        .select('trusted')
        .where('user_id', '=', owner.id)
        .executeTakeFirst(),
    ).toEqual({ trusted: 1 })
    // An editor cannot revoke or grant.
    const refused = await post(editor, { intent: 'revoke', userId: owner.id })
    expect(await toastOf(refused)).toMatchObject({
      type: 'error',
      description: expect.stringMatching(/Only an admin/),
    })
    expect(await partnersOf('stays', stay.id)).toHaveLength(1)

    // The transfer: access for a new address (it gets a link to choose a password), then revoke the old.
    await post(admin, { intent: 'grant', email: 'New@Bighorn-Lodge.com' })
    await post(admin, { intent: 'revoke', userId: owner.id })
    expect((await partnersOf('stays', stay.id)).map((p) => p.email)).toEqual(['new@bighorn-lodge.com'])
    const mails = await t.db.selectFrom('mail_queue').select(['to', 'kind']).execute()
    expect(mails).toEqual([{ to: 'new@bighorn-lodge.com', kind: 'invitation' }])
    expect(await toastOf(await post(admin, { intent: 'grant', email: 'nope' }))).toMatchObject({
      type: 'error',
    })
    expect(await toastOf(await post(admin, { intent: 'revoke', userId: owner.id }))).toMatchObject({
      type: 'error',
      description: expect.stringMatching(/no longer/),
    })
    // Signed out or a partner: refused.
    expect(await thrownStatus(() => post('', { intent: 'revoke', userId: owner.id }))).toBe(401)
  })

  it('an event page’s claim names its venue’s listing when the venue is one, else the event', async () => {
    const event = await t.db
      .selectFrom('events')
      .select('id')
      .where('hidden', '=', 0)
      .executeTakeFirstOrThrow()
    const page = () => call(eventLoader, pageRequest(`/events/${event.id}`), { id: event.id })
    expect((await page()).claim).toEqual({ type: 'events', id: event.id })
    const now = new Date().toISOString()
    await t.db
      .insertInto('venues')
      .values({
        id: 'elk-grill-venue',
        name: restaurant.name,
        address: '1 Main St',
        town: null,
        lat: null,
        lng: null,
        listing_type: 'restaurants',
        listing_id: restaurant.id,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await t.db.updateTable('events').set({ venue_id: 'elk-grill-venue' }).where('id', '=', event.id).execute()
    try {
      expect((await page()).claim).toEqual({ type: 'restaurants', id: restaurant.id })
    } finally {
      await t.db.updateTable('events').set({ venue_id: null }).where('id', '=', event.id).execute()
      await t.db.deleteFrom('venues').where('id', '=', 'elk-grill-venue').execute()
    }
  })
})
