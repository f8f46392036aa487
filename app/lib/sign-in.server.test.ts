import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { call, inFreshRateWindow, PASSWORD, pageRequest, withTestSecrets } from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { setEnv, useTestMail } from '../../tests/mail'
import { action as loginAction } from '../routes/auth/login'
import { upsertUser } from './auth.server'
import { closeDb } from './db.server'
import { INVALID_SIGN_IN, signIn, tooManySignIns } from './sign-in.server'

// Issue 49 item 3: nobody can lock an editor out. Failures on a real account slow it down (a
// delay doubling per failure) for the addresses that failed, a correct password from an address
// that has not failed always signs in, the per-address limit counts unknown accounts only, and the
// owner is mailed once after repeated failures.

withTestSecrets()

const ADMIN = 'admin@example.com'
const attempt = (email: string, password: string, ip: string) =>
  call(loginAction, pageRequest('/login', { form: { email, password }, ip }))
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init: { status: number } }).init.status
const retryAfterOf = (answer: { init: { headers: Record<string, string> } }) =>
  Number(answer.init.headers['Retry-After'])

describe.each(TEST_DIALECTS)('sign-in without lock-outs on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: false })
  const relay = useTestMail(t, dialect, { maxAttempts: 1 })
  beforeAll(async () => {
    await upsertUser(t.db, { email: ADMIN, password: PASSWORD, role: 'admin' }, dialect)
  })
  afterAll(() => {
    setEnv({
      LOGIN_SLOWDOWN_MS: '0',
      LOGIN_SLOWDOWN_MAX_MS: undefined,
      LOGIN_FAILURE_LIMIT: undefined,
      LOGIN_ADDRESS_FAILURE_LIMIT: undefined,
    })
  })
  beforeEach(() =>
    setEnv({
      LOGIN_SLOWDOWN_MS: '60000',
      LOGIN_SLOWDOWN_MAX_MS: undefined,
      LOGIN_FAILURE_LIMIT: undefined,
      LOGIN_ADDRESS_FAILURE_LIMIT: undefined,
    }),
  )
  afterEach(async () => {
    relay.smtp.received.length = 0
    for (const table of ['rate_limits', 'sign_in_failures', 'mail_queue', 'session'] as const)
      await t.db.deleteFrom(table).execute()
  })

  it('five wrong passwords for a real account do not lock it: a correct password from an address that has not failed signs in', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await attempt(ADMIN, 'wrong password!', `198.51.100.${i}`))
    expect(answers.map(statusOf)).toEqual([401, 429, 429, 429, 429])
    expect(answers[0].data.error).toBe(INVALID_SIGN_IN)
    const editor = (await attempt(ADMIN, PASSWORD, '198.51.100.99')) as Response
    expect(editor.status).toBe(302)
    expect(editor.headers.get('location')).toBe('/admin')
    // Another process sees the same counts (they live in the database): after a success the run is over.
    await closeDb()
    expect((await signIn(pageRequest('/login', { form: {}, ip: '198.51.100.0' }), ADMIN, PASSWORD)).ok).toBe(
      true,
    )
  })

  it('an address that failed is refused while the account is slowed, for a delay doubling per failure up to the cap', async () => {
    setEnv({ LOGIN_SLOWDOWN_MS: '1000', LOGIN_SLOWDOWN_MAX_MS: '8000' })
    const seen = []
    for (let i = 0; i < 5; i++) {
      await attempt(ADMIN, 'wrong password!', `203.0.113.${i}`)
      // The first address that failed, even with the right password, waits its turn.
      const refused = await attempt(ADMIN, PASSWORD, '203.0.113.0')
      expect(statusOf(refused)).toBe(429)
      seen.push(retryAfterOf(refused))
      expect(refused.data.error).toBe(tooManySignIns(retryAfterOf(refused)))
    }
    expect(seen).toEqual([1, 2, 4, 8, 8])
    expect(tooManySignIns(4)).toBe('Too many attempts; try again in 4 seconds.')
    // Once the delay has passed, the same address signs in.
    await t.db
      .updateTable('sign_in_failures')
      .set({ last_failed_at: new Date(Date.now() - 8_001).toISOString() })
      .execute()
    expect(statusOf(await attempt(ADMIN, PASSWORD, '203.0.113.0'))).toBe(302)
  })

  it('an address that failed just before a window’s end is still refused just after it', async () => {
    // 12:14:59, then 12:15:01: the pair counter's 15-minute window has changed, the slowdown (60 s) not.
    const windowEnd = Math.ceil(Date.now() / (15 * 60_000)) * 15 * 60_000
    vi.useFakeTimers({ toFake: ['Date'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    vi.setSystemTime(windowEnd - 1000)
    expect(statusOf(await attempt(ADMIN, 'wrong password!', '203.0.113.77'))).toBe(401)
    vi.setSystemTime(windowEnd + 1000)
    const refused = await attempt(ADMIN, PASSWORD, '203.0.113.77')
    expect(statusOf(refused)).toBe(429)
    expect(retryAfterOf(refused)).toBe(58)
    // Another address is asked for the password.
    expect(statusOf(await attempt(ADMIN, PASSWORD, '203.0.113.78'))).toBe(302)
  })

  it('the per-address limit counts unknown accounts only: it never keeps a real editor at that address out', async () => {
    inFreshRateWindow()
    setEnv({ LOGIN_ADDRESS_FAILURE_LIMIT: '8' })
    const ip = '192.0.2.1'
    for (let i = 0; i < 8; i++)
      expect(statusOf(await attempt(`guess${i}@example.com`, 'wrong!', ip))).toBe(401)
    const blocked = await attempt('guess9@example.com', 'wrong!', ip)
    expect(statusOf(blocked)).toBe(429)
    expect(retryAfterOf(blocked)).toBeGreaterThan(0)
    expect(retryAfterOf(blocked)).toBeLessThanOrEqual(15 * 60)
    expect(blocked.data.error).toBe(tooManySignIns(retryAfterOf(blocked)))
    // Made-up accounts are not slowed one by one: another address tries them freely.
    expect(statusOf(await attempt('guess0@example.com', 'wrong!', '192.0.2.2'))).toBe(401)
    expect(statusOf(await attempt(ADMIN, PASSWORD, ip))).toBe(302)
  })

  it('the owner gets one mail after repeated failures, naming the time and never the guess', async () => {
    setEnv({ LOGIN_FAILURE_LIMIT: '3' })
    for (let i = 0; i < 6; i++) await attempt(ADMIN, `guess-${i}-hunter2`, `198.51.100.${10 + i}`)
    expect(await relay.deliver()).toEqual({
      sent: 1,
      failed: 0,
    })
    const [mail] = relay.smtp.received
    expect(mail!.to).toEqual([ADMIN])
    expect(mail!.header('subject')).toBe('Failed sign-ins to your Wyoming Navigator account')
    expect(mail!.text).toMatch(/3 failed attempts in a row .* the latest at \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    expect(mail!.text).toMatch(/not locked/)
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/guess-|hunter2|198\.51\.100/)

    // A success ends the run; a new run of failures mails again.
    expect(statusOf(await attempt(ADMIN, PASSWORD, '198.51.100.99'))).toBe(302)
    for (let i = 0; i < 3; i++) await attempt(ADMIN, 'wrong again!', `198.51.100.${30 + i}`)
    expect(await relay.deliver()).toEqual({
      sent: 1,
      failed: 0,
    })
  })
})
