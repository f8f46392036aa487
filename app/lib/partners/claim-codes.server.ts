import crypto from 'node:crypto'
import type { Db } from '../db.server'
import { claimCodeMail } from '../mail/claim-messages'
import type { Locale } from '../i18n/config'
import { enqueueMail } from '../mail/queue.server'
import { getSecret } from '../secret.server'

/**
 * A claim's codes (decision 047): six digits, mailed, stored only as an HMAC with the server secret,
 * single-use, CLAIM_CODE_MINUTES long, CLAIM_CODE_TRIES wrong tries. The claim that asks for them
 * and checks them is ./claims.server.ts.
 */

export const CLAIM_CODE_MINUTES = 30
export const CLAIM_CODE_TRIES = 5
export type CodePurpose = 'proof' | 'account'

/** "r•••@bighornlodge.com": enough to recognise an address without showing it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`
}

function newCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
}

function hashCode(claimId: string, purpose: CodePurpose, code: string): string {
  return crypto.createHmac('sha256', getSecret()).update(`claim:${claimId}:${purpose}:${code}`).digest('hex')
}

/** Whether `typed` (six digits) is the code stored as `hash` for this claim and purpose. */
export function codeMatches(claimId: string, purpose: CodePurpose, typed: string, hash: string): boolean {
  return crypto.timingSafeEqual(Buffer.from(hashCode(claimId, purpose, typed)), Buffer.from(hash))
}

/** Stores a new code for a claim's purpose and queues its mail (inside the caller's transaction). */
export async function issueCode(
  trx: Db,
  input: {
    claimId: string
    purpose: CodePurpose
    to: string
    title: string
    /** the claimant's own address (else the listing's) */
    own: boolean
    hasAccount: boolean
    now: Date
    /** the claim's language (its mails are in it) */
    locale?: Locale
  },
): Promise<void> {
  const code = newCode()
  await trx
    .insertInto('claim_codes')
    .values({
      claim_id: input.claimId,
      purpose: input.purpose,
      email: input.to,
      code_hash: hashCode(input.claimId, input.purpose, code),
      expires_at: new Date(input.now.getTime() + CLAIM_CODE_MINUTES * 60_000).toISOString(),
    })
    .execute()
  await enqueueMail(
    trx,
    {
      kind: 'claim-code',
      to: input.to,
      ...claimCodeMail({
        title: input.title,
        code,
        minutes: CLAIM_CODE_MINUTES,
        to: input.own ? 'own' : 'listing',
        hasAccount: input.hasAccount,
        locale: input.locale,
      }),
    },
    input.now,
  )
}

export const CLAIM_DONE = 'This claim is already done: its codes were used. Sign in to see your listings.'
export const CODE_EXPIRED = `This code has expired (codes work for ${CLAIM_CODE_MINUTES} minutes). Use “Send a new code” below to get a new one.`
export const TOO_MANY_TRIES = 'Too many wrong tries. Use “Send a new code” below to get a new one.'

/** The answer to "Send a new code", whether or not anything was sent. */
export const CODES_RESENT =
  'If this claim is still waiting for its codes, we sent new ones. Only the newest code works; earlier ones no longer do.'

/** Replaces a claim's unused codes by new ones, mailed to the same addresses (the caller's transaction). */
export async function replaceCodes(
  trx: Db,
  input: {
    claimId: string
    title: string
    claimantEmail: string
    hasAccount: boolean
    now: Date
    locale?: Locale
  },
): Promise<number> {
  const codes = await trx
    .selectFrom('claim_codes')
    .select(['purpose', 'email'])
    .where('claim_id', '=', input.claimId)
    .where('used_at', 'is', null)
    .execute()
  await trx
    .deleteFrom('claim_codes')
    .where('claim_id', '=', input.claimId)
    .where('used_at', 'is', null)
    .execute()
  for (const code of codes) {
    const own = code.email === input.claimantEmail
    await issueCode(trx, {
      claimId: input.claimId,
      purpose: code.purpose as CodePurpose,
      to: code.email,
      title: input.title,
      own,
      hasAccount: own && input.hasAccount,
      now: input.now,
      locale: input.locale,
    })
  }
  return codes.length
}
