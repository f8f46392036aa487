import { Link } from 'react-router'
import { CalendarDays, MapPin } from '~/components/icons'
import { Highlighted } from '~/components/search/highlighted'
import { formatWrittenDate } from '~/lib/dates'
import { SEARCH_TYPE_LABELS, type SearchHit } from '~/lib/search/types'

/** One result on the results page: its type, title and passage (the query's words marked), then where and when. */
export function SearchResult({ hit, words }: { hit: SearchHit; words: string[] }) {
  return (
    <article className="border-border bg-card rounded-(--radius-card) border p-5 shadow-sm">
      <p className="text-primary text-sm font-semibold tracking-wide uppercase">
        {SEARCH_TYPE_LABELS[hit.type].one}
        {hit.category && hit.type !== 'page' ? (
          <span className="text-muted-foreground font-normal normal-case"> · {hit.category}</span>
        ) : null}
      </p>
      <h2 className="mt-1 text-xl font-bold">
        <Link to={hit.url} className="hover:text-secondary underline-offset-4 hover:underline">
          <Highlighted text={hit.title} words={words} />
        </Link>
      </h2>
      {hit.snippet ? (
        <p className="text-muted-foreground mt-2">
          <Highlighted text={hit.snippet} words={words} />
        </p>
      ) : null}
      {hit.town || hit.date || hit.price ? (
        <ul className="text-muted-foreground mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {hit.date ? (
            <li className="flex items-center gap-1">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={hit.date}>{formatWrittenDate(hit.date)}</time>
              {hit.past ? (
                <span className="bg-muted text-foreground ml-1 rounded-full px-2 py-0.5 text-xs font-semibold">
                  Past {hit.type === 'music' ? 'show' : 'event'}
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
              <span className="sr-only">Price level </span>
              {hit.price}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  )
}
