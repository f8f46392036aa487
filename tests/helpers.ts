/**
 * What the Vitest files share: form requests as the browser sends them, calling a route's loader
 * or action, reading its answer and toast, signing in, and temporary upload folders.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, onTestFinished, vi } from 'vitest'
import { signIn } from '../app/lib/sign-in.server'
import { createFormStamp } from '../app/lib/form.server'
import { getToast } from '../app/lib/toast.server'
import { BOT_FIELDS, type FormActionData } from '../app/lib/validation'

/** The first bytes of a PNG: enough for the upload checks. */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
])
/** The password test users are created with. */
export const PASSWORD = 'a long password 123'

export type Fields = Record<string, string | string[] | File | File[]>

/**
 * A multipart POST as a browser sends a public form, with a fill-time stamp from 5 s ago unless
 * `stamp` says otherwise (null: none).
 */
export function formRequest(
  url: string,
  fields: Fields,
  options: { stamp?: string | null; ip?: string } = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item)
  }
  const stamp = options.stamp === undefined ? createFormStamp(Date.now() - 5000) : options.stamp
  if (stamp !== null) form.append(BOT_FIELDS.startedAt, stamp)
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    body: form,
    headers: { 'x-client-ip': options.ip ?? '203.0.113.7' },
  })
}

/** A url-encoded POST of a form signed in with `cookie`, lists sent as repeated fields (the listing editor). */
export function listFormPost(path: string, cookie: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item)
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-client-ip': '198.51.100.21' },
    body,
  })
}

/** A GET, or with `form` a url-encoded POST, optionally signed in with `cookie`. */
export function pageRequest(
  urlPath: string,
  {
    cookie,
    form,
    ip = '198.51.100.20',
  }: { cookie?: string; form?: Record<string, string>; ip?: string } = {},
) {
  const headers = new Headers({ 'x-client-ip': ip })
  if (cookie) headers.set('cookie', cookie)
  if (!form) return new Request(`http://localhost${urlPath}`, { headers })
  headers.set('content-type', 'application/x-www-form-urlencoded')
  return new Request(`http://localhost${urlPath}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules take framework args
export type AnyHandler = (args: any) => Promise<any>

/** Calls a route's loader or action as React Router does. */
export const call = (fn: AnyHandler, request: Request, params: Record<string, string> = {}) =>
  fn({ request, params, context: {} })

/** What `data(body, init)` answers: the form's messages and values, and the status. */
export interface DataAnswer {
  data: FormActionData
  init: ResponseInit | null
}

/** An action's answer that re-renders the form (not a redirect). */
export function asData(result: unknown): DataAnswer {
  expect(result).not.toBeInstanceOf(Response)
  return result as DataAnswer
}

/** The toast a response's flash cookie carries. */
export async function toastOf(response: Response) {
  const cookie = response.headers.get('Set-Cookie') ?? ''
  const { toast } = await getToast(
    new Request('http://localhost/', { headers: { Cookie: cookie.split(';')[0]! } }),
  )
  return toast
}

/** Signs a user in and answers the Cookie header that carries their session. */
export async function sessionCookie(email: string, password = PASSWORD): Promise<string> {
  const result = await signIn(pageRequest('/login', { form: {} }), email, password)
  if (!result.ok) throw new Error(result.message)
  return result.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The status a loader or action threw (a Response or data()), or undefined when it did not throw. */
export async function thrownStatus(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run()
    return undefined
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    return (thrown as { init?: { status?: number } }).init?.status
  }
}

/** The auth secret tests sign sessions and stamps with, and no sign-in slowdown. */
export function withTestSecrets() {
  beforeAll(() => {
    process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42'
    process.env.LOGIN_SLOWDOWN_MS = '0'
  })
}

/**
 * Rate limits count in fixed windows (app/lib/rate-limit.server.ts): hits on both sides of a
 * window's end count in two windows, so a test whose Nth hit must be refused fails whenever it
 * happens to run across a window's end (likelier on a loaded machine, where it runs longer). Call
 * at the start of such a test: until it ends, the clock (Date only; timers untouched) starts at the
 * next full hour, where every window the limits use begins (10 and 15 minutes, an hour), and runs
 * on with real time.
 */
export function inFreshRateWindow(): void {
  const HOUR = 60 * 60 * 1000
  const start = Math.ceil(Date.now() / HOUR) * HOUR
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(start)
  onTestFinished(() => {
    vi.useRealTimers()
  })
}

/** A temporary UPLOAD_DIR for the file's tests, removed afterwards; answers its path. */
export function withUploadDir(prefix = 'guide-uploads-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  beforeAll(() => {
    process.env.UPLOAD_DIR = dir
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}
