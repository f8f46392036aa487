import crypto from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { z } from 'zod'
import { env } from './env.server'
import { getSecret } from './secret.server'
import { headerSafeUrl } from './http.server'
import { SAVED_COPY_HEADER } from './saved-copy'

export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  type: z.enum(['success', 'error', 'info']).default('success'),
  title: z.string(),
  description: z.string().optional(),
})
export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

let cookie: ReturnType<typeof createCookie> | undefined
function toastCookie() {
  cookie ??= createCookie('toast', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production' && env().INSECURE_COOKIES !== '1',
    maxAge: 60,
    secrets: [getSecret()],
  })
  return cookie
}

/** Redirects and carries a toast in a short-lived signed cookie, so it shows even without JavaScript. */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastCookie().serialize(ToastSchema.parse(toast)))
  return redirect(headerSafeUrl(url), { ...init, headers })
}

/**
 * Reads (and clears) the pending toast for this request. A copy the service worker saves for
 * offline use neither shows nor clears it: the visitor's own page, maybe loading at the same
 * moment, does.
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const header = request.headers.get('Cookie')
  if (!header?.includes('toast=') || request.headers.has(SAVED_COPY_HEADER))
    return { toast: null, headers: null }
  const parsed = ToastSchema.safeParse(await toastCookie().parse(header))
  const headers = new Headers({ 'Set-Cookie': await toastCookie().serialize('', { maxAge: 0 }) })
  return { toast: parsed.success ? parsed.data : null, headers }
}
