import type { MessageKey } from './messages'

/**
 * The words of a send that fails and of the device's outbox (app/lib/send-form.ts,
 * app/lib/outbox-client.ts) in the page's language. They run outside React (a route's
 * clientAction, the outbox's handlers), so the root layout hands them the page's translator as it
 * renders in the browser; its words come with the page's loader data (the forms' `forms`
 * messages), never from a catalog in the bundle. A word the page did not send stays English.
 */
/**
 * Every key `sendWord` is asked for: the root loader sends them with the shell's words, so every
 * page with a form (the back office's and the partner area's too) says a failed send in its language.
 */
export const SEND_WORD_KEYS = [
  'forms.messages.failedTitle',
  'forms.messages.failedDescription',
  'forms.messages.unexpectedDescription',
  'forms.outbox.keptTitle',
  'forms.outbox.keptDescription',
] as const satisfies readonly MessageKey[]

type Say = ((id: MessageKey) => string) & { has: (id: MessageKey) => boolean }

let current: Say | null = null

export function setSendWords(say: Say) {
  current = say
}

/** `key`'s words on this page, or `english` when the page has none. */
export function sendWord(key: (typeof SEND_WORD_KEYS)[number], english: string): string {
  return current?.has(key) ? current(key) : english
}
