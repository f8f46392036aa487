import { Form } from 'react-router'
import { useT } from '~/lib/i18n/use-t'
import { MAX_QUERY_LENGTH } from '~/lib/search/text'

/**
 * The results page's own search form, in its hero: the query as typed, and a note when it was cut
 * to MAX_QUERY_LENGTH characters. A new query is a new search: the filters start over.
 */
export function SearchPageForm({ q, truncated }: { q: string; truncated: boolean }) {
  const t = useT()
  return (
    <>
      <Form
        role="search"
        aria-label={t('search.form.label')}
        action={t.path('/search')}
        className="mt-6 flex max-w-2xl"
        key={q}
      >
        <label htmlFor="page-search" className="sr-only">
          {t('search.form.label')}
        </label>
        <input
          id="page-search"
          type="search"
          name="q"
          defaultValue={q}
          autoComplete="off"
          placeholder={t('search.form.placeholder')}
          className="border-input bg-card min-h-12 w-full min-w-0 rounded-l-lg border border-r-0 px-4 text-lg"
        />
        <button
          type="submit"
          className="bg-primary text-primary-foreground hover:bg-primary-hover min-h-12 rounded-r-lg px-5 font-semibold"
        >
          {t('search.form.submit')}
        </button>
      </Form>
      {truncated ? (
        <p className="text-warning mt-3 font-semibold" role="note">
          {t('search.form.truncated', { max: MAX_QUERY_LENGTH })}
        </p>
      ) : null}
    </>
  )
}
