import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '../i18n/config'

/**
 * A trip change's answer in the language of the page that sent it (issue 47): the actions
 * (./actions.server.ts) redirect to /trip, which on a Spanish page is /es/trip. Other redirects
 * (back to a listing page, which carries its own language) and answers that are not redirects
 * are left as they are. The answer is copied, never changed: some are shared constants.
 */
export function answerInLanguage<T>(request: Request, answer: T): T {
  const locale = localeOfPath(new URL(request.url).pathname)
  if (locale === DEFAULT_LOCALE || !(answer instanceof Response)) return answer
  const location = answer.headers.get('Location')
  if (!location || !/^\/trip(?:[/?#]|$)/.test(location)) return answer
  const headers = new Headers(answer.headers)
  headers.set('Location', localizedPath(location, locale))
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers }) as T
}
