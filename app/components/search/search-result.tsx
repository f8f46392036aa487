import { Link } from 'react-router'
import { CalendarDays, MapPin } from '~/components/icons'
import { Highlighted } from '~/components/search/highlighted'
import { useT } from '~/lib/i18n/use-t'
import type { SearchHit } from '~/lib/search/types'

/** One result as the page shows it: its day written out in the page's language (the loader's words). */
export type ShownHit = SearchHit & { dateText?: string }

/**
 * One result on the results page: its type, title and passage (the query's words marked), then
 * where and when. On a page in another language, what has no translation is marked lang="en"
 * (the hit's `english`), and so is its category (an editor's word).
 */
export function SearchResult({ hit, words }: { hit: ShownHit; words: string[] }) {
  const t = useT()
  const other = t.locale !== 'en'
  return (
    <article className="border-border bg-card rounded-(--radius-card) border p-5 shadow-sm">
      <p className="text-primary text-sm font-semibold tracking-wide uppercase">
        {t(`search.type.${hit.type}.one`)}
        {hit.category && hit.type !== 'page' ? (
          <span className="text-muted-foreground font-normal normal-case">
            {' · '}
            <span lang={other ? 'en' : undefined}>{hit.category}</span>
          </span>
        ) : null}
      </p>
      <h2 className="mt-1 text-xl font-bold">
        <Link
          to={t.path(hit.url)}
          className="hover:text-secondary underline-offset-4 hover:underline"
          lang={hit.english?.includes('title') ? 'en' : undefined}
        >
          <Highlighted text={hit.title} words={words} />
        </Link>
      </h2>
      {hit.snippet ? (
        <p className="text-muted-foreground mt-2" lang={hit.english?.includes('snippet') ? 'en' : undefined}>
          <Highlighted text={hit.snippet} words={words} />
        </p>
      ) : null}
      {hit.town || hit.date || hit.price ? (
        <ul className="text-muted-foreground mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {hit.date ? (
            <li className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={hit.date}>{hit.dateText ?? hit.date}</time>
              {hit.past ? (
                <span className="bg-muted text-foreground ml-1 rounded-full px-2 py-0.5 text-xs font-semibold">
                  {t(hit.type === 'music' ? 'search.result.past.music' : 'search.result.past.event')}
                </span>
              ) : null}
            </li>
          ) : null}
          {hit.town ? (
            <li className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {hit.town}
            </li>
          ) : null}
          {hit.price ? (
            <li>
              <span className="sr-only">{t('search.result.priceLevel')} </span>
              {hit.price === 'Free' ? t('search.price.free') : hit.price}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  )
}
