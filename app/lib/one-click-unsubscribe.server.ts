import { data } from 'react-router'
import type { Db } from './db.server'
import { getDb } from './db.server'
import { readForm } from './form.server'
import { redirectWithToast } from './toast.server'

/**
 * The loader and action of a "one-click unsubscribe" page (/newsletter/unsubscribe,
 * /partner/unsubscribe): the link in the mail opens a page whose button unsubscribes, without
 * signing in and without JavaScript; a mail program's one-click (RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` to the same address and gets a plain page, no redirect. Each page
 * says its own words (app/components/unsubscribe-page.tsx).
 */

export interface UnsubscribeList {
  /** the address a token stands for, and whether it has already stopped */
  target(db: Db, token: string): Promise<{ email: string; unsubscribed: boolean } | undefined>
  /** stops the mails; false: no such token */
  unsubscribe(db: Db, token: string): Promise<boolean>
  /** the page's own path, where the button's POST comes back to */
  path: string
  /** the toast after the button */
  toast(email: string): { title: string; description: string }
}

export type UnsubscribeState = { state: 'ask' | 'done' | 'invalid'; token: string; email: string }

function tokenOf(request: Request, form?: FormData): string {
  return String(form?.get('token') ?? new URL(request.url).searchParams.get('token') ?? '')
}

const invalid = <E extends object>(extra?: E) =>
  data<UnsubscribeState & E>({ state: 'invalid', token: '', email: '', ...(extra as E) }, { status: 404 })

/** The page's state, with the page's `extra` loader data (its words). */
export async function unsubscribeLoader<E extends object = object>(
  request: Request,
  list: UnsubscribeList,
  extra?: E,
) {
  const token = tokenOf(request)
  const target = await list.target(getDb(), token)
  if (!target) return invalid(extra)
  return {
    ...(extra as E),
    state: target.unsubscribed ? 'done' : 'ask',
    token,
    email: target.email,
  } satisfies UnsubscribeState
}

export async function unsubscribeAction(request: Request, list: UnsubscribeList) {
  const read = await readForm(request)
  const form = read.ok ? read.form : undefined
  const token = tokenOf(request, form)
  const target = await list.target(getDb(), token)
  if (!target || !(await list.unsubscribe(getDb(), token))) return invalid()
  // A mail program's one-click: a page, no redirect.
  if (form?.get('List-Unsubscribe') === 'One-Click')
    return { state: 'done', token, email: target.email } satisfies UnsubscribeState
  return redirectWithToast(`${list.path}?token=${encodeURIComponent(token)}`, {
    type: 'success',
    ...list.toast(target.email),
  })
}
