/**
 * The one place every form's JavaScript submission goes through: each route with an action
 * exports `clientAction = sendForm`. It calls the server's action and, when the send itself fails
 * (no connection, a reset or timed-out request, a 5xx, an answer that is not the app's), keeps the
 * page on the form instead of React Router's error screen: it answers a `SendFailure` (the values
 * as typed, SPEC's 'Submission Failed' toast) with a 5xx status, so nothing revalidates over the
 * missing connection and every field and chosen file stays as it was.
 */
import { data } from 'react-router'
import type { FormValues } from './form-options'
import { IDEMPOTENCY_FIELD, SEND_MESSAGES as MESSAGES } from './send-messages'
import { sendWord } from './i18n/send-words'
import { notify } from './notify'

/**
 * Gives the form its idempotency key (exactly once: app/lib/idempotency.server.ts) as it is sent,
 * unless it has one: 32 random hex digits, made here in the browser (the page's HTML comes from
 * a shared cache and has an empty field, rendered without a value prop, since React would put an
 * empty default back over the key; without JavaScript it stays empty). The key stays through
 * failed sends, so a retry of a form the server did store is not stored twice; it is cleared once
 * the server has answered with its success (see sendForm).
 */
export function fillIdempotencyKey(form: HTMLFormElement) {
  const input = form.elements.namedItem(IDEMPOTENCY_FIELD) as HTMLInputElement | null
  if (input && !input.value)
    input.value = unanswered.get(new URL(form.action).pathname) ?? newIdempotencyKey()
}

/**
 * Keys sent without a success answer yet, by form path: a form drawn again after a failed send
 * (the contact form starts afresh on every answer) sends its retry under the same key.
 */
const unanswered = new Map<string, string>()

/** A new key: 32 random hex digits (getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

export interface SendFailure {
  sendFailed: true
  values: FormValues
  formError: { title: string; description: string }
  /** the same text, for forms that show `actionData.error` */
  error: string
}

/**
 * Fired on `window` when a send through sendForm is over, with `{ action, failed }` as detail
 * (the form's path, and whether the send failed): forms sent without navigating (the newsletter
 * box) learn this way that their send is done.
 */
export const SENT_EVENT = 'wn:form-sent'

/** What the failure was: no answer at all, or the server's fault (a 5xx, an answer not the app's). */
export function describeSendFailure(error: unknown): SendFailure['formError'] {
  // fetch rejects with a TypeError when there is no answer at all (offline, refused, reset, DNS, timeout)
  return {
    title: sendWord('forms.messages.failedTitle', MESSAGES.failedTitle),
    description:
      error instanceof TypeError
        ? sendWord('forms.messages.unexpectedDescription', MESSAGES.unexpectedDescription)
        : sendWord('forms.messages.failedDescription', MESSAGES.failedDescription),
  }
}

/** The submitted text fields (files stay in their inputs), to show again if the form re-renders. */
export function valuesOf(form: FormData | null): FormValues {
  const values: FormValues = {}
  if (!form) return values
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value): value is string => typeof value === 'string')
    if (all.length > 0) values[key] = all.length === 1 ? all[0]! : all
  }
  return values
}

export async function sendForm<T>({
  request,
  serverAction,
}: {
  request: Request
  serverAction: () => Promise<T>
}) {
  const submitted = await request
    .clone()
    .formData()
    .catch(() => null)
  const action = new URL(request.url).pathname
  const key = submitted?.get(IDEMPOTENCY_FIELD)
  let failed = false
  try {
    return await serverAction()
  } catch (error) {
    // A redirect is the success answer (or a sign-in page): the form's key is spent.
    if (error instanceof Response) {
      if (key && error.status >= 300 && error.status < 400) {
        unanswered.delete(action)
        for (const input of document.getElementsByName(IDEMPOTENCY_FIELD))
          if ((input as HTMLInputElement).value === key) (input as HTMLInputElement).value = ''
      }
      throw error
    }
    // The app's own "not found" keeps its page.
    if ((error as { status?: unknown } | null)?.status === 404) throw error
    failed = true
    if (typeof key === 'string' && key) unanswered.set(action, key)
    const formError = describeSendFailure(error)
    void notify.error(formError.title, { description: formError.description })
    const failure: SendFailure = {
      sendFailed: true,
      values: valuesOf(submitted),
      formError,
      error: formError.description,
    }
    return data(failure, { status: 503 })
  } finally {
    const detail = { action, failed }
    window.dispatchEvent(new CustomEvent(SENT_EVENT, { detail }))
  }
}
