import crypto from 'node:crypto'
import { z } from 'zod'
import { EmailSchema, getAuth, PasswordSchema } from '../auth.server'
import { type Db, type Dialect, getDialect } from '../db.server'
import { hitRateLimit, type RateLimit, submissionRateLimit } from '../rate-limit.server'
import {
  CLAIM_CODE_TRIES,
  CLAIM_DONE,
  CODE_EXPIRED,
  type CodePurpose,
  codeMatches,
  issueCode,
  TOO_MANY_TRIES,
  maskEmail,
  replaceCodes,
} from './claim-codes.server'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/config'
import { type ClaimTarget, claimTarget, proofFor } from './claim-target.server'
import { grantPartner, type PartnerType } from './partners.server'

export { type ClaimMethod, type ClaimTarget, claimTarget, emailDomain, proofFor } from './claim-target.server'

/**
 * A business claims its listing (issue 44 item 1; decision 047). The claimant proves it is theirs by
 * a code mailed to the address published on the listing (when it is a real one), or by a code to
 * their own address at the listing website's domain; otherwise, and whenever the listing already has
 * partners, an editor decides (/admin/claims). Signed out, the claim also makes (or finds) the
 * account: a code to the claimant's own address verifies it, and the password is chosen (or, for an
 * existing account, typed) with the codes, so nothing about an address's account shows before its
 * owner has read the code. Codes are six digits, stored as an HMAC, single-use, CLAIM_CODE_MINUTES
 * long, with CLAIM_CODE_TRIES wrong tries (./claim-codes.server.ts); every step that stores is one
 * transaction. Editors' decisions on the claims left to them: ./claim-decisions.server.ts.
 */

/** Claims per listing an hour (any claimant), beside the per-address limit of public forms. */
export const CLAIM_LISTING_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 }

/**
 * The claim's limits, for a claim and for "Send a new code": per client address (like every public
 * form) and per listing (nobody floods one business). The first one reached, or allowed.
 */
export async function hitClaimLimits(
  db: Db,
  ip: string,
  listing: { type: string; id: string } | null,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const limits: [string, RateLimit][] = [[`claim:${ip}`, submissionRateLimit()]]
  if (listing) limits.push([`claim-listing:${listing.type}:${listing.id}`, CLAIM_LISTING_LIMIT])
  for (const [key, limit] of limits) {
    const hit = await hitRateLimit(db, key, limit)
    if (!hit.allowed) return { allowed: false, retryAfter: hit.retryAfter }
  }
  return { allowed: true }
}

async function userByEmail(db: Db, email: string) {
  return db.selectFrom('user').select(['id', 'email', 'name']).where('email', '=', email).executeTakeFirst()
}

export const ClaimFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Enter your name.' })
    .max(120, { message: 'Keep your name under 120 characters.' }),
  email: EmailSchema,
  note: z.string().trim().max(1000, { message: 'Keep it under 1000 characters.' }),
})

export type StartClaimResult =
  | { ok: true; claimId: string; status: 'codes' | 'review' }
  | { ok: false; reason: 'already-yours' | 'already-waiting'; message: string }

export const ALREADY_YOURS = 'You already manage this listing: open your partner area to edit it.'
export const ALREADY_WAITING =
  'Your claim of this listing is already waiting for an editor. We will mail you their answer.'

/**
 * Starts a claim: its row, its codes and their mails, in one transaction. `user`: the signed-in
 * claimant (their address is verified: only a proof code, if any); null: a new or existing account
 * by `email`, verified by a code to it (one code when it is also the proof address).
 */
export async function startClaim(
  db: Db,
  target: ClaimTarget,
  input: { name: string; email: string; note: string },
  user: { id: string; email: string } | null,
  now = new Date(),
  /** the language of the page the claim is made on: its mails are in it */
  locale: Locale = DEFAULT_LOCALE,
): Promise<StartClaimResult> {
  const email = (user?.email ?? input.email).toLowerCase()
  if (user) {
    const mine = await db
      .selectFrom('listing_partners')
      .select('user_id')
      .where('listing_type', '=', target.type)
      .where('listing_id', '=', target.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst()
    if (mine) return { ok: false, reason: 'already-yours', message: ALREADY_YOURS }
    const waiting = await db
      .selectFrom('listing_claims')
      .select('id')
      .where('listing_type', '=', target.type)
      .where('listing_id', '=', target.id)
      .where('user_id', '=', user.id)
      .where('status', '=', 'review')
      .executeTakeFirst()
    if (waiting) return { ok: false, reason: 'already-waiting', message: ALREADY_WAITING }
  }
  const { method, proofEmail } = proofFor(target, email)
  const codes: { purpose: CodePurpose; email: string }[] = []
  if (proofEmail) codes.push({ purpose: 'proof', email: proofEmail })
  if (!user && proofEmail !== email) codes.push({ purpose: 'account', email })
  const hasAccount = !user && !!(await userByEmail(db, email))
  const claimId = crypto.randomUUID()
  const status = codes.length ? 'codes' : 'review'
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('listing_claims')
      .values({
        id: claimId,
        listing_type: target.type,
        listing_id: target.id,
        user_id: user?.id ?? null,
        email,
        name: input.name,
        note: input.note,
        method,
        status,
        created_at: now.toISOString(),
        language: locale,
      })
      .execute()
    for (const { purpose, email: to } of codes)
      await issueCode(trx, {
        claimId,
        purpose,
        to,
        title: target.title,
        own: to === email,
        hasAccount: to === email && hasAccount,
        now,
        locale,
      })
  })
  return { ok: true, claimId, status }
}

/** A claim waiting for its codes, as its code page shows it (undefined: no such claim). */
export async function claimForCodes(db: Db, claimId: string) {
  const claim = await db.selectFrom('listing_claims').selectAll().where('id', '=', claimId).executeTakeFirst()
  if (!claim) return undefined
  const codes = await db
    .selectFrom('claim_codes')
    .select(['purpose', 'email'])
    .where('claim_id', '=', claimId)
    .orderBy('purpose', 'desc')
    .execute()
  const target = await claimTarget(db, claim.listing_type, claim.listing_id)
  return {
    claim,
    title: target?.title ?? claim.listing_id,
    codes: codes.map((code) => ({ purpose: code.purpose as CodePurpose, to: maskEmail(code.email) })),
    /** a signed-out claim: the password is chosen (or typed) with the codes */
    needsPassword: claim.user_id === null,
  }
}

/**
 * "Send a new code": a claim still waiting for its codes gets new ones, to the same addresses; the
 * old ones stop working. Nothing is sent for a claim done, unknown, or a signed-in claimant's seen by
 * someone else; the caller answers the same either way (CODES_RESENT). False: nothing sent.
 */
export async function resendClaimCodes(
  db: Db,
  claimId: string,
  userId: string | null,
  now = new Date(),
): Promise<boolean> {
  const claim = await db.selectFrom('listing_claims').selectAll().where('id', '=', claimId).executeTakeFirst()
  if (!claim || claim.status !== 'codes') return false
  if (claim.user_id !== null && claim.user_id !== userId) return false
  const target = await claimTarget(db, claim.listing_type, claim.listing_id)
  const hasAccount = claim.user_id === null && !!(await userByEmail(db, claim.email))
  return db.transaction().execute(async (trx) => {
    // Still waiting inside the transaction (a claim used meanwhile keeps its used codes).
    const still = await trx
      .selectFrom('listing_claims')
      .select('status')
      .where('id', '=', claimId)
      .executeTakeFirst()
    if (still?.status !== 'codes') return false
    const sent = await replaceCodes(trx, {
      claimId,
      title: target?.title ?? claim.listing_id,
      claimantEmail: claim.email,
      hasAccount,
      now,
      locale: isLocale(claim.language) ? claim.language : DEFAULT_LOCALE,
    })
    return sent > 0
  })
}

export const WRONG_PASSWORD =
  'That is not the password of this address’s account. Use “Forgot your password?” on the sign-in page if you do not remember it.'

export type VerifyClaimResult =
  | { ok: true; status: 'approved' | 'review'; userId: string; email: string; type: PartnerType; id: string }
  | { ok: false; status: number; errors: Partial<Record<CodePurpose | 'password' | 'form', string>> }

/**
 * Checks a claim's codes (and, signed out, the password) and, when all are right, uses them up in
 * one transaction: the account is made or found, and the listing is granted (a proved claim) or
 * the claim goes to the editors (`review`). A wrong code or password counts a try on its code.
 */
export async function verifyClaim(
  db: Db,
  claimId: string,
  input: { codes: Partial<Record<CodePurpose, string>>; password?: string; userId: string | null },
  now = new Date(),
  dialect: Dialect = getDialect(),
): Promise<VerifyClaimResult> {
  const claim = await db.selectFrom('listing_claims').selectAll().where('id', '=', claimId).executeTakeFirst()
  const unknown = {
    ok: false,
    status: 404,
    errors: { form: 'There is no such claim. Start it again from the listing’s page.' },
  } as const
  if (!claim) return unknown
  // A used claim says so (a replayed form); one waiting for a signed-in claimant's code is theirs alone.
  if (claim.status !== 'codes') return { ok: false, status: 410, errors: { form: CLAIM_DONE } }
  if (claim.user_id !== null && claim.user_id !== input.userId) return unknown
  const codes = await db.selectFrom('claim_codes').selectAll().where('claim_id', '=', claimId).execute()
  const errors: Partial<Record<CodePurpose | 'password' | 'form', string>> = {}
  const wrong: CodePurpose[] = []
  for (const code of codes) {
    const purpose = code.purpose as CodePurpose
    const typed = (input.codes[purpose] ?? '').replace(/\s/g, '')
    if (code.used_at) errors[purpose] = CLAIM_DONE
    else if (Number(code.attempts) >= CLAIM_CODE_TRIES) errors[purpose] = TOO_MANY_TRIES
    else if (code.expires_at <= now.toISOString()) errors[purpose] = CODE_EXPIRED
    else if (!/^\d{6}$/.test(typed)) errors[purpose] = 'Enter the six-digit code from the message.'
    else if (!codeMatches(claimId, purpose, typed, code.code_hash)) {
      wrong.push(purpose)
      const left = CLAIM_CODE_TRIES - Number(code.attempts) - 1
      errors[purpose] =
        left > 0 ? `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left.` : TOO_MANY_TRIES
    }
  }
  // The account: signed in already, or made (a new password) or found (its password) now.
  const ctx = await getAuth(db, dialect).$context
  let existing: { id: string } | undefined
  let passwordHash: string | null = null
  if (claim.user_id === null && !Object.keys(errors).length) {
    existing = await userByEmail(db, claim.email)
    const password = input.password ?? ''
    if (existing) {
      const account = await db
        .selectFrom('account')
        .select('password')
        .where('userId', '=', existing.id)
        .where('providerId', '=', 'credential')
        .executeTakeFirst()
      const right = !!account?.password && (await ctx.password.verify({ hash: account.password, password }))
      if (!right) {
        errors.password = WRONG_PASSWORD
        wrong.push(codes.some((code) => code.purpose === 'account') ? 'account' : 'proof')
      }
    } else {
      const parsed = PasswordSchema.safeParse(password)
      if (parsed.success) passwordHash = await ctx.password.hash(parsed.data)
      else errors.password = parsed.error.issues[0]!.message
    }
  }
  if (wrong.length)
    await db
      .updateTable('claim_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('claim_id', '=', claimId)
      .where('purpose', 'in', wrong)
      .execute()
  if (Object.keys(errors).length) {
    const gone = Object.values(errors).some(
      (message) => message === CLAIM_DONE || message === CODE_EXPIRED || message === TOO_MANY_TRIES,
    )
    return { ok: false, status: gone ? 410 : 400, errors }
  }

  let userId = claim.user_id ?? existing?.id
  if (!userId) {
    const user = await ctx.internalAdapter.createUser(
      { email: claim.email, name: claim.name, emailVerified: true },
      { method: 'claim' },
    )
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: passwordHash!,
    })
    userId = user.id
  }
  const type = claim.listing_type as PartnerType
  const done = await db.transaction().execute(async (trx) => {
    // Someone else got the listing since the claim started: a second person goes to an editor too.
    const others = await trx
      .selectFrom('listing_partners')
      .select('user_id')
      .where('listing_type', '=', type)
      .where('listing_id', '=', claim.listing_id)
      .where('user_id', '!=', userId)
      .executeTakeFirst()
    const status = claim.method === 'review' || others ? 'review' : 'approved'
    // Only one use: a second, racing use finds the claim no longer waiting for its codes.
    const moved = await trx
      .updateTable('listing_claims')
      .set({ status, user_id: userId, ...(status === 'approved' ? { decided_at: now.toISOString() } : {}) })
      .where('id', '=', claimId)
      .where('status', '=', 'codes')
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return null
    await trx
      .updateTable('claim_codes')
      .set({ used_at: now.toISOString() })
      .where('claim_id', '=', claimId)
      .execute()
    if (status === 'approved')
      await grantPartner(trx, {
        type,
        id: claim.listing_id,
        userId,
        grantedBy: null,
        language: claim.language,
      })
    return status
  })
  if (!done) return { ok: false, status: 410, errors: { form: CLAIM_DONE } }
  return { ok: true, status: done, userId, email: claim.email, type, id: claim.listing_id }
}
