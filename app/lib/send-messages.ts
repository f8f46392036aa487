/**
 * What the page says when a send fails, and the idempotency key's field name: a module of its own
 * (re-exported by form-options.ts) so the code every form route loads for a failed send
 * (send-form.ts) and the outbox (also in the service worker) carry these few strings only.
 */

export const SEND_MESSAGES = {
  failedTitle: 'Submission Failed',
  failedDescription: 'There was an error submitting your form. Please try again.',
  unexpectedDescription: 'An unexpected error occurred. Please try again.',
} as const

/**
 * The hidden field with the form's idempotency key (exactly once: app/lib/idempotency.server.ts),
 * filled in the browser by fillIdempotencyKey (app/lib/send-form.ts).
 */
export const IDEMPOTENCY_FIELD = 'idempotency_key'
