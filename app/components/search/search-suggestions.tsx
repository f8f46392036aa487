import { type RefObject, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useLazyWords } from '~/lib/i18n/lazy-words'
import { type Translator, useT } from '~/lib/i18n/use-t'
import type { Suggestion } from '~/lib/search/types'
import { cn } from '~/lib/utils'

/**
 * The suggestion list under a search field: the ARIA 1.2 combobox pattern with a listbox popup
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Loaded on the field's first focus
 * (./search-field.tsx), it makes the field a combobox: typing asks GET /search/suggest?q= (after a
 * short pause, the previous request cancelled, answers kept for the session), Down and Up move
 * through the suggestions (aria-activedescendant; focus stays in the field), Enter opens the
 * chosen one (or searches when none is chosen), Escape closes the list, and a polite live region
 * says how many suggestions there are. Typing is never held up: nothing here runs on a keystroke
 * but a timer. Its words are the shell's lazy messages (`shell.lazy.suggest.*`, decision 059): with
 * arguments, so this component loads their formatter itself, and the page never waits for it.
 */

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>
  /** the field's id */
  id: string
}

const DEBOUNCE_MS = 150
const MIN_LENGTH = 2

interface Option {
  key: string
  url: string
  title: string
  /** the title is in English on a page in another language */
  english?: boolean
  detail: string
}

/** Answers already had, by the suggestion URL asked (its language and query). */
const answers = new Map<string, Suggestion[]>()

/** What the list shows for `found` (the answer for `q`) and what the live region says, in `t`'s language. */
export function suggestionWords(t: Translator, q: string, found: Suggestion[]) {
  const options: Option[] = found.map((s) => ({
    key: s.url,
    url: t.path(s.url),
    title: s.title,
    english: s.english,
    detail: [s.label, s.detail].filter(Boolean).join(' · '),
  }))
  options.push({
    key: 'all',
    url: t.path(`/search?q=${encodeURIComponent(q)}`),
    title: t('shell.lazy.suggest.all', { query: q }),
    detail: '',
  })
  const message =
    found.length === 0 ? t('shell.lazy.suggest.none') : t('shell.lazy.suggest.count', { count: found.length })
  return { options, message }
}

export function SearchSuggestions({ input, id }: SearchSuggestionsProps) {
  const navigate = useNavigate()
  // Suggestions in the page's language, linking to its pages (/es/search/suggest on a Spanish page).
  const t = useT()
  useLazyWords()
  const listId = `${id}-suggestions`
  // The query answered and its suggestions (null: nothing to show); their words are made as it renders.
  const [answer, setAnswer] = useState<{ q: string; found: Suggestion[] } | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = answer?.q ?? ''
  const { options, message } = answer
    ? suggestionWords(t, answer.q, answer.found)
    : { options: [] as Option[], message: '' }
  // The latest state, for the listeners attached once.
  const state = useRef({ options, open, active, t })
  state.current = { options, open, active, t }

  // The field becomes a combobox while this is mounted.
  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-expanded', 'false')
    field.setAttribute('aria-controls', listId)
    return () => {
      for (const name of [
        'role',
        'aria-autocomplete',
        'aria-expanded',
        'aria-controls',
        'aria-activedescendant',
      ])
        field.removeAttribute(name)
    }
  }, [input, listId])

  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('aria-expanded', String(open && options.length > 0))
    if (open && active >= 0) field.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else field.removeAttribute('aria-activedescendant')
  }, [input, listId, open, active, options.length])

  useEffect(() => {
    const field = input.current
    if (!field) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | undefined

    const show = (q: string, found: Suggestion[]) => {
      setAnswer({ q, found })
      setActive(-1)
      setOpen(true)
    }

    const lookUp = async (q: string) => {
      const asked = state.current.t.path(`/search/suggest?q=${encodeURIComponent(q)}`)
      const known = answers.get(asked)
      if (known) return show(q, known)
      request?.abort()
      request = new AbortController()
      try {
        const response = await fetch(asked, {
          signal: request.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) return
        const body = (await response.json()) as { suggestions: Suggestion[] }
        answers.set(asked, body.suggestions)
        if (field.value.trim() === q) show(q, body.suggestions)
      } catch {
        // Cancelled by newer typing, or offline: the field still searches on Enter.
      }
    }

    const onInput = () => {
      clearTimeout(timer)
      const q = field.value.trim()
      if (q.length < MIN_LENGTH) {
        request?.abort()
        setOpen(false)
        setAnswer(null)
        return
      }
      timer = setTimeout(() => void lookUp(q), DEBOUNCE_MS)
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, open: isOpen, active: current } = state.current
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (list.length === 0) return
        event.preventDefault()
        if (!isOpen) {
          setOpen(true)
          setActive(event.key === 'ArrowDown' ? 0 : list.length - 1)
          return
        }
        const down = event.key === 'ArrowDown'
        // Wraps around from the last to the first and back.
        if (current < 0) setActive(down ? 0 : list.length - 1)
        else setActive((current + (down ? 1 : -1) + list.length) % list.length)
      } else if (event.key === 'Enter') {
        if (isOpen && current >= 0 && list[current]) {
          event.preventDefault()
          choose(list[current]!)
        }
      } else if (event.key === 'Escape') {
        if (isOpen) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        }
      }
    }

    const onBlur = () => {
      // Let a click on an option land first.
      setTimeout(() => {
        if (document.activeElement !== field) setOpen(false)
      }, 150)
    }

    const onFocus = () => {
      if (state.current.options.length > 0 && field.value.trim().length >= MIN_LENGTH) setOpen(true)
    }

    field.addEventListener('input', onInput)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', onBlur)
    field.addEventListener('focus', onFocus)
    // Text typed before this code arrived.
    if (field.value.trim().length >= MIN_LENGTH && document.activeElement === field) onInput()
    return () => {
      clearTimeout(timer)
      request?.abort()
      field.removeEventListener('input', onInput)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', onBlur)
      field.removeEventListener('focus', onFocus)
    }
    // choose() only calls navigate and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input])

  function choose(option: Option) {
    setOpen(false)
    setActive(-1)
    input.current?.blur()
    void navigate(option.url)
  }

  const visible = open && options.length > 0
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {message}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={query ? t('shell.lazy.suggest.labelFor', { query }) : t('shell.lazy.suggest.label')}
        hidden={!visible}
        className="border-border bg-card absolute top-full right-0 z-50 mt-1 max-h-[70vh] w-[min(26rem,calc(100vw-2rem))] min-w-full overflow-y-auto rounded-xl border p-1 text-left shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-2',
              index === active ? 'bg-secondary text-secondary-foreground' : 'hover:bg-muted',
              option.key === 'all' && 'font-semibold',
            )}
          >
            <span
              className={option.key === 'all' ? undefined : 'font-semibold'}
              lang={option.english ? 'en' : undefined}
            >
              {option.title}
            </span>
            {option.detail ? (
              <span
                className={cn(
                  'text-sm',
                  index === active ? 'text-secondary-foreground' : 'text-muted-foreground',
                )}
              >
                {option.detail}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  )
}
