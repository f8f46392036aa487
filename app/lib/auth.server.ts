import crypto from 'node:crypto'
import { APIError, betterAuth } from 'better-auth'
import { z } from 'zod'
import { getDb, getDialect, type Db, type Dialect } from './db.server'
import { env } from './env.server'
import { getSecret } from './secret.server'
import { DEFAULT_LOCALE, type Locale, localeOfPath, localizedPath } from './i18n/config'
import { invitationMail } from './mail/editor-messages'
import { passwordResetMail } from './mail/password-messages'
import { enqueueMail } from './mail/queue.server'
import { siteOrigin } from './sitemap.server'

/**
 * Sign-in with better-auth on our own database (DESIGN section 2). Email and password only; public
 * sign-up is disabled (users come from `npm run admin:create` or /admin/settings), and better-auth's
 * HTTP handler is not mounted: our route actions call `auth.api` directly, so there is no
 * /api/auth/* endpoint at all. Sessions live in the database behind an httpOnly, SameSite=Lax cookie
 * (Secure in production) with a rolling expiry.
 */

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const MIN_PASSWORD_LENGTH = 12
/** How long a password reset link (or an invitation's set-your-password link) works. */
export const RESET_LINK_HOURS = 24
const SESSION_DAYS = 7

/**
 * better-auth names a reset link's row in its verification table `reset-password:<token>`. We store
 * that name as `reset-password:<SHA-256 of it>` (decision 031): a copy of the database holds no
 * working link, and the prefix still tells which rows are reset links, so using one can revoke the
 * account's others (their `value` is the user's id).
 */
const RESET_PREFIX = 'reset-password:'
const hashResetIdentifier = async (identifier: string) =>
  RESET_PREFIX + crypto.createHash('sha256').update(identifier).digest('hex')

/** Deletes every reset link of a user (used, unused or expired). */
export async function revokeResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${RESET_PREFIX}%`)
    .where('value', '=', userId)
    .execute()
}

/** The language of a reset link's request: read back from the `redirectTo` better-auth carries as callbackURL. */
function resetLinkLocale(providerUrl: string): Locale {
  try {
    const callback = new URL(providerUrl).searchParams.get('callbackURL') ?? ''
    return callback.startsWith('/') ? localeOfPath(callback) : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

function secureCookies(): boolean {
  return env().NODE_ENV === 'production' && env().INSECURE_COOKIES !== '1'
}

function createAuth(db: Db, dialect: Dialect) {
  return betterAuth({
    appName: 'Wyoming Navigator',
    database: { db, type: dialect },
    secret: getSecret(),
    // Only used for links better-auth would build (none here); cookies and origins do not depend on it.
    baseURL: env().BETTER_AUTH_URL ?? `http://127.0.0.1:${env().PORT}`,
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      // better-auth's reset flow (an expiring token in its verification table): the link goes
      // through the mail queue to our own page /reset-password, which calls auth.api.resetPassword.
      resetPasswordTokenExpiresIn: RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link used is consumed by better-auth; every other link of the account stops working too.
      onPasswordReset: async ({ user }) => revokeResetLinks(db, user.id),
      // An invited user has no password yet (no credential account): their link is the invitation.
      // `url` is better-auth's own link (unused); its callbackURL is the `redirectTo` we passed, our
      // reset page in the language the link was asked from (/es/reset-password), whose mail is in it too.
      sendResetPassword: async ({ user, url: providerUrl, token }) => {
        const locale = resetLinkLocale(providerUrl)
        const url = new URL(
          `${localizedPath('/reset-password', locale)}?token=${encodeURIComponent(token)}`,
          siteOrigin(),
        ).href
        // An account without a password yet is invited (in the language of the admin's page).
        const invited = !(await hasPassword(db, user.id))
        await enqueueMail(db, {
          kind: invited ? 'invitation' : 'password-reset',
          to: user.email,
          ...(invited
            ? invitationMail({ url, hours: RESET_LINK_HOURS, locale })
            : passwordResetMail({ url, hours: RESET_LINK_HOURS, locale })),
        })
      },
    },
    verification: {
      storeIdentifier: { default: 'plain', overrides: { [RESET_PREFIX]: { hash: hashResetIdentifier } } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      // Rolling expiry: a session used after a day is extended by another week.
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request asks the database, so signing out (or losing a role) takes
      // effect at once and on every process.
      cookieCache: { enabled: false },
    },
    // Our own limiter (DB-backed, per account and per address) guards sign-in: app/lib/sign-in.server.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: secureCookies(),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

const instances = new WeakMap<Db, Auth>()

/** The better-auth instance for a database (the app's own by default). */
export function getAuth(db: Db = getDb(), dialect: Dialect = getDialect()): Auth {
  let auth = instances.get(db)
  if (!auth) {
    auth = createAuth(db, dialect)
    instances.set(db, auth)
  }
  return auth
}

// ---------------------------------------------------------------------------------------------
// Users and roles (used by admin:create and /admin/settings)

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }))
export const PasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  .max(256, { message: 'Password must be at most 256 characters.' })
export const RoleSchema = z.enum(ROLES, { message: 'Role must be admin or editor.' })

function nameFromEmail(email: string): string {
  return email.split('@')[0] || email
}

/**
 * Creates the user (with a credential account holding a better-auth password hash) or, when the
 * email exists, sets its password; then gives it the role. Returns whether it was created.
 */
export async function upsertUser(
  db: Db,
  input: { email: string; password: string; role: Role | null; name?: string },
  dialect: Dialect = getDialect(),
): Promise<{ id: string; created: boolean }> {
  const email = EmailSchema.parse(input.email)
  const password = PasswordSchema.parse(input.password)
  const ctx = await getAuth(db, dialect).$context
  const hash = await ctx.password.hash(password)
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true })
  let id: string
  let created = false
  if (existing) {
    id = existing.user.id
    const credential = existing.accounts.find((account) => account.providerId === 'credential')
    if (credential) await ctx.internalAdapter.updatePassword(id, hash)
    else
      await ctx.internalAdapter.linkAccount({
        userId: id,
        providerId: 'credential',
        accountId: id,
        password: hash,
      })
  } else {
    const user = await ctx.internalAdapter.createUser(
      { email, name: input.name?.trim() || nameFromEmail(email), emailVerified: true },
      { method: 'admin' },
    )
    id = user.id
    created = true
    await ctx.internalAdapter.linkAccount({
      userId: id,
      providerId: 'credential',
      accountId: id,
      password: hash,
    })
  }
  if (input.role) await setRole(db, id, input.role)
  return { id, created }
}

/** Sets a user's one role (insert or update). */
export async function setRole(db: Db, userId: string, role: Role): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({ user_id: userId, role, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ role }))
    .execute()
}

export async function getRole(db: Db, userId: string): Promise<Role | null> {
  const row = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row && (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : null
}

/** Whether a user has a password (a credential account); an invited user has none until the link is used. */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst()
  return !!row
}

/**
 * An admin invites someone to the back office: a new user with the role and no password, mailed
 * a single-use link (stored hashed, RESET_LINK_HOURS) to set their own. No admin ever types
 * another person's password. An address that already has an account is refused. The invitation
 * is in `locale`, the language of the admin's page (/es/admin/settings invites in Spanish).
 */
export async function inviteUser(
  db: Db,
  input: { email: string; role: Role; locale?: Locale },
  dialect: Dialect = getDialect(),
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const email = EmailSchema.parse(input.email)
  const ctx = await getAuth(db, dialect).$context
  if (await ctx.internalAdapter.findUserByEmail(email))
    return {
      ok: false,
      message: `${email} already has an account: change its role or send it a password reset link below.`,
    }
  const user = await ctx.internalAdapter.createUser(
    { email, name: nameFromEmail(email), emailVerified: true },
    { method: 'admin' },
  )
  await setRole(db, user.id, input.role)
  await sendPasswordResetLink(db, email, input.locale)
  return { ok: true, id: user.id }
}

/**
 * Queues a password reset link to a user (an admin's button, an invitation, the public
 * /forgot-password); `locale`: the language of the page it was asked from, the mail's and the link's.
 */
export async function sendPasswordResetLink(
  db: Db,
  email: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  await getAuth(db).api.requestPasswordReset({
    body: { email, redirectTo: localizedPath('/reset-password', locale) },
  })
}

/** Whether a reset link's token is known and unexpired (the page says so before asking for a password). */
export async function resetTokenIsValid(db: Db, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false
  const ctx = await getAuth(db).$context
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`)
  return !!verification && new Date(verification.expiresAt) > new Date()
}

export const RESET_LINK_EXPIRED =
  'This link has expired or was already used. Ask for a new one on the “Forgot your password?” page.'

/**
 * Sets a new password from a reset link (better-auth checks and uses up the token and ends the
 * user's sessions). Answers an error message for a bad password or a used or expired link.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  password: string,
): Promise<{ ok: true } | { ok: false; field: 'password' | 'token'; message: string }> {
  const parsed = PasswordSchema.safeParse(password)
  if (!parsed.success) return { ok: false, field: 'password', message: parsed.error.issues[0]!.message }
  try {
    await getAuth(db).api.resetPassword({ body: { token, newPassword: parsed.data } })
    return { ok: true }
  } catch (error) {
    if (error instanceof APIError)
      return {
        ok: false,
        field: 'token',
        message: RESET_LINK_EXPIRED,
      }
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-in: app/lib/sign-in.server.ts (slowed, never locked)

/** Ends the session named by the request's cookie, on the server; returns the cookie-clearing headers. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true })
    return headers
  } catch {
    return new Headers()
  }
}

// ---------------------------------------------------------------------------------------------
// /admin/settings

export interface UserSummary {
  id: string
  email: string
  name: string
  role: Role | null
  /** invited, and has not set a password yet */
  invited: boolean
}

export async function listUsers(db: Db): Promise<UserSummary[]> {
  const rows = await db
    .selectFrom('user')
    .leftJoin('user_roles', 'user_roles.user_id', 'user.id')
    .select(['user.id', 'user.email', 'user.name', 'user_roles.role'])
    .orderBy('user.email')
    .execute()
  const withPassword = new Set(
    (await db.selectFrom('account').select('userId').where('providerId', '=', 'credential').execute()).map(
      (row) => row.userId,
    ),
  )
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: (ROLES as readonly string[]).includes(row.role ?? '') ? (row.role as Role) : null,
    invited: !withPassword.has(row.id),
  }))
}

export const LAST_ADMIN = 'There must always be at least one admin. Make another user an admin first.'

/**
 * Changes a user's role, or removes it (`null`). Refused when it would leave no admin; the check
 * and the change happen in one transaction.
 */
export async function changeRole(
  db: Db,
  userId: string,
  role: Role | null,
): Promise<{ ok: true } | { ok: false; message: string }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (current?.role === 'admin' && role !== 'admin') {
      const others = await trx
        .selectFrom('user_roles')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role', '=', 'admin')
        .where('user_id', '!=', userId)
        .executeTakeFirst()
      if (Number(others?.n ?? 0) === 0) return { ok: false, message: LAST_ADMIN } as const
    }
    if (role === null) await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute()
    else
      await trx
        .insertInto('user_roles')
        .values({ user_id: userId, role, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ role }))
        .execute()
    return { ok: true } as const
  })
}
