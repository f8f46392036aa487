/**
 * The page's side of the outbox, fetched on the first interaction with a form page (so it is
 * here without a signal) or when the list opens.
 */
import { IDEMPOTENCY_FIELD, SEND_MESSAGES as MESSAGES } from './send-messages'
import { sendWord } from './i18n/send-words'
import { notify } from './notify'
import { addToOutbox, SYNC_TAG } from './outbox'

/**
 * Whether this device has something in the outbox: a localStorage flag, so that a page need not
 * open IndexedDB to know. The few lines that read it live in app/components/outbox-launcher.tsx
 * (every page carries them), with these two names.
 */
export const OUTBOX_HINT_KEY = 'wn-outbox'
/** Fired on `window` when a form is kept in the outbox: the list shows. */
export const OUTBOX_KEPT_EVENT = 'wn:outbox-kept'

/** Remembers whether the outbox holds anything (the list keeps it true to what it shows). */
export function setOutboxHint(nonEmpty: boolean) {
  try {
    if (nonEmpty) localStorage.setItem(OUTBOX_HINT_KEY, '1')
    else localStorage.removeItem(OUTBOX_HINT_KEY)
  } catch {
    // storage refused (private mode): the list shows when a form is kept on this page
  }
}

/** What the form says once it is kept. */
export const KEPT = {
  title: 'Saved on this device',
  description:
    "It will be sent by itself once you are back online. Follow it under 'Waiting to send' at the foot of the page.",
}

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> }
}

/** Asks the service worker to send the outbox once there is a connection (where Background Sync exists). */
export function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(SYNC_TAG))
    .catch(() => {}) // no Background Sync: the page sends on `online` and on the next visit
}

/** What a form is, for the outbox list: its name and its first filled-in identifying field. */
export function describeForm(form: HTMLFormElement, data: FormData): string {
  const labelledBy = form.getAttribute('aria-labelledby')
  const label =
    form.dataset.outboxTitle ??
    form.getAttribute('aria-label') ??
    (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
    'Form'
  for (const field of ['title', 'subject', 'propertyName', 'name', 'email']) {
    const value = data.get(field)
    if (typeof value === 'string' && value.trim()) return `${label}: ${value.trim().slice(0, 80)}`
  }
  return label
}

/**
 * Keeps the form as it stands (files included) in the outbox, under its idempotency key, and
 * arranges for it to be sent. False when it could not be kept (no key yet, storage refused).
 */
export async function keepForm(form: HTMLFormElement): Promise<boolean> {
  const data = new FormData(form)
  const id = data.get(IDEMPOTENCY_FIELD)
  try {
    if (typeof id !== 'string' || !id) throw new Error('no idempotency key')
    await addToOutbox({
      id,
      action: new URL(form.action).pathname,
      title: describeForm(form, data),
      form: data,
    })
  } catch {
    void notify.error(sendWord('forms.messages.failedTitle', MESSAGES.failedTitle), {
      description: sendWord('forms.messages.unexpectedDescription', MESSAGES.unexpectedDescription),
    })
    return false
  }
  setOutboxHint(true)
  requestBackgroundSync()
  window.dispatchEvent(new Event(OUTBOX_KEPT_EVENT))
  void notify.success(sendWord('forms.outbox.keptTitle', KEPT.title), {
    description: sendWord('forms.outbox.keptDescription', KEPT.description),
  })
  return true
}
