import { Search } from '~/components/icons'
import { type ComponentType, useRef, useState } from 'react'
import { Form } from 'react-router'
import { cn } from '~/lib/utils'
import { useT } from '~/lib/i18n/use-t'
import type { SearchSuggestionsProps } from './search-suggestions'

type Suggestions = ComponentType<SearchSuggestionsProps>

/** The suggestion list's code, fetched once, on the first focus of any search field. */
let loading: Promise<Suggestions> | undefined
function loadSuggestions(): Promise<Suggestions> {
  loading ??= import('./search-suggestions').then((module) => module.SearchSuggestions)
  return loading
}

/**
 * A search form that sends `GET /search?q=` (it works without JavaScript). With JavaScript,
 * focusing the field loads the suggestion list (an ARIA combobox, ./search-suggestions.tsx): its
 * code is not part of the first page load.
 */
export function SearchField({ id, className }: { id: string; className?: string }) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [Enhancement, setEnhancement] = useState<Suggestions | null>(null)
  const enhance = () => {
    if (!Enhancement)
      loadSuggestions().then(
        (component) => setEnhancement(() => component),
        // Offline or a failed chunk: the plain form still works (the next focus tries again).
        () => (loading = undefined),
      )
  }
  return (
    <Form
      role="search"
      aria-label={t('shell.search.form')}
      action={t.path('/search')}
      className={cn('relative flex', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('shell.search.field')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t('shell.search.field')}
        onFocus={enhance}
        className="border-input bg-card min-h-11 w-full min-w-0 rounded-l-lg border border-r-0 px-3"
      />
      <button
        type="submit"
        className="bg-primary text-primary-foreground hover:bg-primary-hover min-h-11 w-11 rounded-r-lg"
      >
        <Search className="mx-auto size-5" aria-hidden="true" />
        <span className="sr-only">{t('shell.search')}</span>
      </button>
      {Enhancement ? <Enhancement input={input} id={id} /> : null}
    </Form>
  )
}
