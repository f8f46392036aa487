import { Form } from 'react-router'
import { MAX_QUERY_LENGTH } from '~/lib/search/text'

/**
 * The results page's own search form, in its hero: the query as typed, and a note when it was cut
 * to MAX_QUERY_LENGTH characters. A new query is a new search: the filters start over.
 */
export function SearchPageForm({ q, truncated }: { q: string; truncated: boolean }) {
  return (
    <>
      <Form
        role="search"
        aria-label="Search the guide"
        action="/search"
        className="mt-6 flex max-w-2xl"
        key={q}
      >
        <label htmlFor="page-search" className="sr-only">
          Search the guide
        </label>
        <input
          id="page-search"
          type="search"
          name="q"
          defaultValue={q}
          autoComplete="off"
          placeholder="Restaurants, trails, rodeo, bison…"
          className="border-input bg-card min-h-12 w-full min-w-0 rounded-l-lg border border-r-0 px-4 text-lg"
        />
        <button
          type="submit"
          className="bg-primary text-primary-foreground hover:bg-primary-hover min-h-12 rounded-r-lg px-5 font-semibold"
        >
          Search
        </button>
      </Form>
      {truncated ? (
        <p className="text-warning mt-3 font-semibold" role="note">
          Your search was longer than {MAX_QUERY_LENGTH} characters, so only its first {MAX_QUERY_LENGTH} were
          used.
        </p>
      ) : null}
    </>
  )
}
