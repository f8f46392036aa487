import { data } from 'react-router'
import { getAuth, getRole, type Role } from './auth.server'
import { getDb } from './db.server'
import { ACCESS_DENIED, type AccessDeniedData, ADMIN_ONLY } from './access-denied'

export { ACCESS_DENIED, ADMIN_ONLY }

export interface CurrentUser {
  id: string
  email: string
  name: string
  role: Role | null
}

/**
 * The signed-in user (with their role) and the headers better-auth wants sent back (a refreshed
 * session cookie when the rolling expiry moved), or null without a valid session.
 */
export async function getSessionUser(
  request: Request,
): Promise<{ user: CurrentUser; headers: Headers } | null> {
  if (!request.headers.get('cookie')?.includes('session_token')) return null
  const { headers, response } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  })
  if (!response) return null
  const { user } = response
  return {
    user: { id: user.id, email: user.email, name: user.name, role: await getRole(getDb(), user.id) },
    headers,
  }
}

export async function getOptionalUser(request: Request): Promise<CurrentUser | null> {
  return (await getSessionUser(request))?.user ?? null
}

function deny(status: 401 | 403, message = ACCESS_DENIED): never {
  throw data({ denied: true, message } satisfies AccessDeniedData, { status })
}

/** The signed-in user; without a session the request is refused with 401. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getOptionalUser(request)
  if (!user) deny(401)
  return user
}

/**
 * Like requireRole, also giving the headers to send back (the refreshed session cookie of the
 * rolling expiry); the admin layout's loader forwards them.
 */
export async function requireRoleSession(
  request: Request,
  roles: readonly Role[] = ['admin', 'editor'],
): Promise<{ user: CurrentUser & { role: Role }; headers: Headers }> {
  const session = await getSessionUser(request)
  if (!session) deny(401)
  const { user, headers } = session
  if (!user.role) deny(403)
  if (!roles.includes(user.role))
    deny(403, roles.length === 1 && roles[0] === 'admin' ? ADMIN_ONLY : ACCESS_DENIED)
  return { user: user as CurrentUser & { role: Role }, headers }
}

/**
 * Opens every admin loader and action: no session is 401, a user without one of `roles` is 403
 * (thrown as a data response, rendered by the admin layout's error boundary).
 */
export async function requireRole(
  request: Request,
  roles: readonly Role[] = ['admin', 'editor'],
): Promise<CurrentUser & { role: Role }> {
  return (await requireRoleSession(request, roles)).user
}
