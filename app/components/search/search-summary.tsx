import { Link } from 'react-router'
import type { SearchResults } from '~/lib/search/search.server'
import { searchHref } from '~/lib/search/links'
import { MATCH_CAP } from '~/lib/search/types'
import { formatCount } from '~/lib/utils'

/** "12 results for “elk” (page 1 of 2).", or the correction the results are for instead. */
export function SearchSummary({ results, filtered }: { results: SearchResults; filtered: boolean }) {
  const { total, exact, capped, query, searched, correction, page, pageCount } = results
  const count = `${formatCount(total)}${exact ? '' : '+'} ${total === 1 ? 'result' : 'results'}`
  const listed = capped ? ` The best ${formatCount(MATCH_CAP)} are listed.` : ''
  return (
    <div className="text-lg">
      {correction?.applied ? (
        <p>
          No results for <strong>“{query.text}”</strong>. Showing {count} for{' '}
          <strong>“{correction.text}”</strong> instead.
        </p>
      ) : (
        <p>
          {count} for <strong>“{searched.text}”</strong>
          {filtered ? ' with these filters' : ''}
          {pageCount > 1 ? ` (page ${page} of ${pageCount})` : ''}.{listed}
        </p>
      )}
    </div>
  )
}

/** "Did you mean …?": a better spelled query the visitor's own found too little for. */
export function DidYouMean({ correction }: { correction: SearchResults['correction'] }) {
  if (!correction || correction.applied) return null
  return (
    <p className="mt-2 text-lg">
      Did you mean{' '}
      <Link
        to={searchHref({ q: correction.text })}
        className="text-secondary font-semibold underline underline-offset-4"
      >
        {correction.text}
      </Link>
      ?
    </p>
  )
}
