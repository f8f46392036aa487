import { Link } from 'react-router'
import { useT } from '~/lib/i18n/use-t'
import type { SearchResults } from '~/lib/search/search.server'
import { searchHref } from '~/lib/search/links'
import { MATCH_CAP } from '~/lib/search/types'

/**
 * "12 results for “elk” (page 1 of 2).", or the correction the results are for instead. `count`:
 * "12 results", "1,000+ results" in the page's language (the loader's words).
 */
export function SearchSummary({
  results,
  count,
  filtered,
}: {
  results: SearchResults
  count: string
  filtered: boolean
}) {
  const t = useT()
  const { capped, query, searched, correction, page, pageCount } = results
  return (
    <div className="text-lg">
      {correction?.applied ? (
        <p>
          {t('search.summary.none')} <strong>“{query.text}”</strong>. {t('search.summary.showing', { count })}{' '}
          <strong>“{correction.text}”</strong> {t('search.summary.instead')}
        </p>
      ) : (
        <p>
          {count} {t('search.summary.for')} <strong>“{searched.text}”</strong>
          {filtered ? ` ${t('search.summary.filtered')}` : ''}
          {pageCount > 1 ? ` ${t('search.summary.page', { page, pages: pageCount })}` : ''}.
          {capped ? ` ${t('search.summary.listed', { count: MATCH_CAP })}` : ''}
        </p>
      )}
    </div>
  )
}

/** "Did you mean …?": a better spelled query the visitor's own found too little for. */
export function DidYouMean({ correction }: { correction: SearchResults['correction'] }) {
  const t = useT()
  if (!correction || correction.applied) return null
  return (
    <p className="mt-2 text-lg">
      {t('search.didYouMean')}{' '}
      <Link
        to={t.path(searchHref({ q: correction.text }))}
        className="text-secondary font-semibold underline underline-offset-4"
      >
        {correction.text}
      </Link>
      {t('search.didYouMean.end')}
    </p>
  )
}
