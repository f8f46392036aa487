import { APIError } from 'better-auth'
import { sql } from 'kysely'
import { getAuth } from './auth.server'
import { getDb, type Db } from './db.server'
import { env } from './env.server'
import { clientIp } from './form.server'
import { accountLocale } from './mail/account-locale.server'
import { signInFailuresMail } from './mail/editor-messages'
import { enqueueMail } from './mail/queue.server'
import { hitRateLimit, type RateLimit } from './rate-limit.server'

/**
 * Sign-in that slows guessing down without locking anyone out (issue 49 item 3, decision 031).
 *
 * - A real account that has failed n times in a row (failures less than LOGIN_FAILURE_WINDOW_MS
 *   apart) is slowed: for LOGIN_SLOWDOWN_MS × 2^(n−1) after its last failure (at most
 *   LOGIN_SLOWDOWN_MAX_MS), an address that has itself failed for that account is refused with
 *   "Too many attempts; try again in N seconds." and Retry-After, without checking the password.
 * - An address that has not failed for the account is always asked for the password, so the
 *   editor's own correct password signs in while someone elsewhere guesses.
 * - At LOGIN_FAILURE_LIMIT failures in a row the account's owner gets one mail naming the time
 *   (never what was typed); the next one only after a new run of failures.
 * - Sign-ins naming an account that does not exist count per client address
 *   (LOGIN_ADDRESS_FAILURE_LIMIT per LOGIN_ADDRESS_FAILURE_WINDOW_MS); that limit never applies to
 *   real accounts, so guesses from a shared address cannot lock out the editors there.
 * Every count lives in the database, so it holds across processes.
 */

export const INVALID_SIGN_IN = 'Invalid email or password'

/** The answer to a refused sign-in, with the seconds to wait. */
export function tooManySignIns(seconds: number): string {
  return `Too many attempts; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`
}

/** Failures on unknown accounts allowed per client address in one window. */
export function loginAddressFailureLimit(): RateLimit {
  return { limit: env().LOGIN_ADDRESS_FAILURE_LIMIT, windowMs: env().LOGIN_ADDRESS_FAILURE_WINDOW_MS }
}

/** How long an account that has failed `failures` times in a row is slowed after its last failure. */
export function slowdownMs(failures: number): number {
  if (failures <= 0) return 0
  const { LOGIN_SLOWDOWN_MS: base, LOGIN_SLOWDOWN_MAX_MS: max } = env()
  return Math.min(base * 2 ** Math.min(failures - 1, 30), max)
}

/** The failures counted for a fixed-window counter in its current window (read only). */
async function currentCount(db: Db, key: string, { windowMs }: RateLimit, now = Date.now()) {
  const windowStartMs = Math.floor(now / windowMs) * windowMs
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', new Date(windowStartMs).toISOString())
    .executeTakeFirst()
  return {
    count: Number(row?.count ?? 0),
    retryAfter: Math.max(1, Math.ceil((windowStartMs + windowMs - now) / 1000)),
  }
}

/**
 * Whether an address has failed for an account lately: its pair counter is of the current window or
 * the one before, so a failure less than a window ago counts even just after a window's end (a
 * fixed window's count alone forgot it there). It refuses only while the account is slowed.
 */
async function failedLately(db: Db, key: string, { windowMs }: RateLimit, now: number) {
  const previousStartMs = (Math.floor(now / windowMs) - 1) * windowMs
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '>=', new Date(previousStartMs).toISOString())
    .executeTakeFirst()
  return Number(row?.count ?? 0) > 0
}

/** The account's current run of failures (none when its last failure is older than the window). */
async function failureRun(db: Db, email: string, now: number) {
  const row = await db
    .selectFrom('sign_in_failures')
    .select(['failures', 'last_failed_at'])
    .where('email', '=', email)
    .executeTakeFirst()
  const last = row ? Date.parse(row.last_failed_at) : NaN
  if (!row || !(now - last < env().LOGIN_FAILURE_WINDOW_MS)) return { failures: 0, waitMs: 0 }
  const failures = Number(row.failures)
  return { failures, waitMs: Math.max(0, last + slowdownMs(failures) - now) }
}

/**
 * Counts one failure on a real account (one upsert: a run older than the window starts again at
 * one) and, the first time a run reaches LOGIN_FAILURE_LIMIT, queues the owner's mail in the same
 * transaction. Answers the run's length.
 */
async function recordFailure(db: Db, user: { id: string; email: string }, now: Date): Promise<number> {
  const at = now.toISOString()
  const cutoff = new Date(now.getTime() - env().LOGIN_FAILURE_WINDOW_MS).toISOString()
  return db.transaction().execute(async (trx) => {
    const run = await trx
      .insertInto('sign_in_failures')
      .values({ email: user.email, failures: 1, last_failed_at: at, notified_at: null })
      .onConflict((oc) =>
        oc.column('email').doUpdateSet({
          failures: sql<number>`case when sign_in_failures.last_failed_at > ${cutoff} then sign_in_failures.failures + 1 else 1 end`,
          notified_at: sql<
            string | null
          >`case when sign_in_failures.last_failed_at > ${cutoff} then sign_in_failures.notified_at else null end`,
          last_failed_at: at,
        }),
      )
      .returning(['failures', 'notified_at'])
      .executeTakeFirstOrThrow()
    const failures = Number(run.failures)
    if (failures >= env().LOGIN_FAILURE_LIMIT && !run.notified_at) {
      await trx
        .updateTable('sign_in_failures')
        .set({ notified_at: at })
        .where('email', '=', user.email)
        .execute()
      await enqueueMail(trx, {
        kind: 'sign-in-failures',
        to: user.email,
        ...signInFailuresMail({ failures, at: now, locale: await accountLocale(trx, user.id) }),
      })
    }
    // Now and then, forget runs that have ended.
    if (Math.random() < 0.01)
      await trx.deleteFrom('sign_in_failures').where('last_failed_at', '<', cutoff).execute()
    return failures
  })
}

export type SignInResult =
  | { ok: true; headers: Headers; userId: string }
  | { ok: false; status: number; message: string; retryAfter?: number }

function refused(waitMs: number): SignInResult {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000))
  return { ok: false, status: 429, message: tooManySignIns(retryAfter), retryAfter }
}

/** Asks better-auth; answers the session's headers, or the provider's error. */
async function tryPassword(request: Request, email: string, password: string) {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    })
    return { ok: true as const, headers, userId: response.user.id }
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    const status = Number(error.statusCode) || 401
    return {
      ok: false as const,
      status: status >= 500 ? 500 : status,
      message: error.message || INVALID_SIGN_IN,
    }
  }
}

/** Signs in with email and password under the limits above. */
export async function signIn(request: Request, email: string, password: string): Promise<SignInResult> {
  const db = getDb()
  const address = clientIp(request)
  const name = email.trim().toLowerCase()
  const user = name
    ? await db.selectFrom('user').select(['id', 'email']).where('email', '=', name).executeTakeFirst()
    : undefined

  if (!user) {
    const limit = loginAddressFailureLimit()
    const key = `login-fail:ip:${address}`
    const current = await currentCount(db, key, limit)
    if (current.count >= limit.limit) return refused(current.retryAfter * 1000)
    const result = await tryPassword(request, email.trim(), password)
    if (!result.ok) await hitRateLimit(db, key, limit)
    return result
  }

  const now = Date.now()
  const pairKey = `login-fail:account-ip:${user.email}:${address}`
  const pairLimit = { limit: 1, windowMs: env().LOGIN_FAILURE_WINDOW_MS }
  const run = await failureRun(db, user.email, now)
  if (run.waitMs > 0 && (await failedLately(db, pairKey, pairLimit, now))) return refused(run.waitMs)

  const result = await tryPassword(request, email.trim(), password)
  if (result.ok) {
    await db.deleteFrom('sign_in_failures').where('email', '=', user.email).execute()
    await db.deleteFrom('rate_limits').where('key', '=', pairKey).execute()
    return result
  }
  if (result.status !== 401) return result
  const failures = await recordFailure(db, user, new Date())
  await hitRateLimit(db, pairKey, pairLimit)
  // A guess made while the account was slowed is answered like the refusals around it.
  return run.waitMs > 0 ? refused(slowdownMs(failures)) : result
}
