import { serverT } from '~/lib/i18n/catalog.server'
import { DEFAULT_LOCALE, type Locale } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'

/**
 * The calendar feeds' English words from app/lib (the form's zod messages in feed.schema.ts, the
 * address checks and fetch errors in fetch-feed.server.ts, the parse limits, a duplicate feed,
 * the stored fetch summary of import.server.ts), each a catalog message, said in a back-office
 * page's language (/es/admin/feeds). feeds.i18n.test.tsx checks they are word for word the code's.
 */
export const FEED_ANSWERS = [
  'adminFeeds.error.fix',
  'adminFeeds.error.gone',
  'adminFeeds.error.confirm',
  'adminFeeds.error.unknown',
  'adminFeeds.problem.unreachable',
  'adminFeeds.problem.address',
  'adminFeeds.problem.protocol',
  'adminFeeds.problem.credentials',
  'adminFeeds.problem.private',
  'adminFeeds.problem.redirects',
  'adminFeeds.problem.stopped',
  // before `http`, whose status would match this one's longer text too
  'adminFeeds.problem.httpNoAddress',
  'adminFeeds.problem.http',
  'adminFeeds.problem.tooLarge',
  'adminFeeds.problem.fetch',
  'adminFeeds.problem.notIcal',
  'adminFeeds.problem.unreadable',
  'adminFeeds.problem.unreadableWhy',
  'adminFeeds.problem.store',
  'adminFeeds.problem.lines',
  'adminFeeds.problem.components',
  'adminFeeds.problem.timeZones',
  'adminFeeds.problem.parameters',
  'adminFeeds.problem.subDaily',
  'adminFeeds.problem.seriesTime',
  'adminFeeds.problem.readTime',
  'adminFeeds.problem.memory',
  'adminFeeds.problem.duplicate',
  'adminFeeds.field.name.required',
  'adminFeeds.field.name.tooLong',
  'adminFeeds.field.url.required',
  'adminFeeds.field.url.tooLong',
  'adminFeeds.field.url.invalid',
  'adminFeeds.field.category.required',
  'adminFeeds.field.category.invalid',
] as const satisfies readonly MessageKey[]

/** A feed's English message (an error, a form's message) in `locale`; an unknown one stays as it is. */
export const feedAnswer = (locale: Locale) => knownWords(locale, FEED_ANSWERS)

/** Each field's messages in `locale`. */
export function feedErrors<Field extends string>(
  locale: Locale,
  errors: Partial<Record<Field, string[]>>,
): Partial<Record<Field, string[]>> {
  const say = feedAnswer(locale)
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, (messages as string[] | undefined)?.map(say)]),
  ) as Partial<Record<Field, string[]>>
}

const PARTS: [RegExp, MessageKey][] = [
  [/^(\d+) new$/, 'adminFeeds.summary.new'],
  [/^(\d+) changed$/, 'adminFeeds.summary.changed'],
  [/^(\d+) unchanged$/, 'adminFeeds.summary.unchanged'],
  [/^(\d+) cancelled$/, 'adminFeeds.summary.cancelled'],
  [/^(\d+) published at once \(trusted feed\)$/, 'adminFeeds.summary.published'],
  [/^(\d+) past skipped$/, 'adminFeeds.summary.past'],
  [/^(\d+) unreadable skipped$/, 'adminFeeds.summary.invalid'],
]
const DEFERRED = /^(\d+) more next time \(at most (\d+) per fetch\)$/

/**
 * What a fetch did ("3 new, 1 changed, 10 unchanged; 5 more next time (at most 500 per fetch)",
 * importSummary in app/lib/feeds/import.server.ts, kept with the feed) in `locale`, each part by
 * its key with its count; English as it is.
 */
export function feedSummary(locale: Locale, text: string): string {
  if (locale === DEFAULT_LOCALE) return text
  const say = serverT(locale)
  const [main = '', deferred] = text.split('; ')
  const parts = main.split(', ').map((part) => {
    for (const [pattern, key] of PARTS) {
      const match = pattern.exec(part)
      if (match) return say(key, { count: Number(match[1]) })
    }
    return part
  })
  const more = deferred === undefined ? undefined : DEFERRED.exec(deferred)
  const tail = more
    ? say('adminFeeds.summary.deferred', { count: Number(more[1]), max: Number(more[2]) })
    : deferred
  return tail === undefined ? parts.join(', ') : `${parts.join(', ')}; ${tail}`
}
