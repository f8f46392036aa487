import { data, type HeadersArgs } from 'react-router'

/** Throws the 404 page when a record is missing (unknown id in the URL). */
export function notFoundUnless<T>(value: T | undefined | null, what = 'Not Found'): asserts value is T {
  if (value === undefined || value === null) throw data(what, { status: 404, statusText: 'Not Found' })
}

// A high surrogate not followed by a low one, or a low one without its high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * A URL that can go into a Location header: every character outside printable ASCII (spaces,
 * Latin-1, anything beyond, broken UTF-16) is percent-encoded as UTF-8, so building the header never
 * throws (a header value holds Latin-1 only) and browsers read the same path.
 */
export function headerSafeUrl(url: string): string {
  return url.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run.replace(LONE_SURROGATE, '\uFFFD')))
}

/**
 * A local path to send a visitor back to ("/blog", "/blog?category=wildlife"), else `fallback`:
 * it must start with one slash (never "//" or "/\", which browsers read as another site), carry no
 * control characters or backslashes, and be at most 500 characters. Characters outside ASCII come
 * back percent-encoded, ready for a Location header.
 */
export function safeRedirect(value: FormDataEntryValue | null, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 500) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback
  return headerSafeUrl(value)
}

/**
 * A route's `headers` export for routes whose action can answer 429: React Router carries only
 * Set-Cookie from an action's data() to the response by itself, so this passes Retry-After on
 * (documents and .data requests alike).
 */
export function passRetryAfter({ actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
