import type { NextFunction, Request, Response } from 'express'
import { LOCALE_COOKIE } from '../app/lib/i18n/config'
import { firstVisitRedirect, languageChoice } from '../app/lib/i18n/negotiate'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * In front of the page cache (decision 059): the language switcher's `?lang=es` remembers the
 * choice in a cookie and goes on to the page without it (302); a first visit whose browser
 * prefers Spanish is sent to the Spanish page (302, `Vary: Accept-Language, Cookie`). Both work
 * without JavaScript; the page cache never answers either request (cacheableRequest).
 */
export function languageMiddleware(secure: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const choice = req.method === 'GET' || req.method === 'HEAD' ? languageChoice(req.originalUrl) : undefined
    if (choice) {
      res.setHeader('Cache-Control', 'no-store')
      res.cookie(LOCALE_COOKIE, choice.locale, {
        path: '/',
        maxAge: YEAR_SECONDS * 1000,
        sameSite: 'lax',
        httpOnly: true,
        secure,
      })
      return res.redirect(302, choice.location)
    }
    const location = firstVisitRedirect({ method: req.method, url: req.originalUrl, headers: req.headers })
    if (location) {
      res.setHeader('Vary', 'Accept-Language, Cookie')
      res.setHeader('Cache-Control', 'private, no-cache')
      return res.redirect(302, location)
    }
    next()
  }
}
