import type * as React from 'react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { HydrateInTurn } from '~/components/hydrate-in-turn'
import type * as CalendarExports from './events-calendar'

/**
 * The events calendar without react-day-picker and date-fns in the page's first load.
 *
 * The calendar module is fetched as soon as this module runs: on the server that is at start-up, so
 * pages are rendered with the full calendar in place (it works without JavaScript); in the browser
 * it loads next to the page's own code, and React hydrates the calendar when its chunk arrives
 * (until then the server's HTML stays as it is).
 */
type CalendarModule = typeof CalendarExports
type CalendarProps = React.ComponentProps<CalendarModule['EventsCalendar']>

let loaded: CalendarModule | null = null
let loading: Promise<CalendarModule> | null = null
function loadCalendar(): Promise<CalendarModule> {
  loading ??= import('./events-calendar').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null // try again on the next render
      throw error
    },
  )
  return loading
}
// The first try, kept for the page's hydration (see EventsCalendar) even once a failure has let a
// later render try again.
const firstLoad = loadCalendar()
firstLoad.catch(() => {})

/** The loaded calendar, saying when it has mounted (hydrated) in the browser. */
function MountedCalendar({ onMount, ...props }: CalendarProps & { onMount: () => void }) {
  const Calendar = loaded!.EventsCalendar
  useEffect(onMount, [onMount])
  return <Calendar {...props} />
}
const LazyCalendar = lazy(() => loadCalendar().then(() => ({ default: MountedCalendar })))

export function EventsCalendar(props: CalendarProps) {
  // The same Suspense boundary on the server and in the browser, so hydration can wait for the
  // chunk. The calendar hydrates in a turn of its own (its weeks in later ones), taken once its
  // code has arrived (`after`), so it hydrates in turns even when the code comes after the page's;
  // if the code cannot be loaded, the server's calendar stays (its links work as without
  // JavaScript).
  return (
    <HydrateInTurn after={firstLoad}>
      <Suspense fallback={<p className="text-muted-foreground h-96 w-72 text-sm">Loading the calendar…</p>}>
        <CalendarWhenLoaded {...props} />
      </Suspense>
    </HydrateInTurn>
  )
}

function CalendarWhenLoaded(props: CalendarProps) {
  // The code is here when the page hydrates the calendar (see above) or was before a client-side
  // navigation; else (a navigation that came first) the server's calendar, or the fallback, stays
  // on the page until the code arrives, and it is then hydrated with the props the calendar has.
  // Hydrating does not change the page (Preact adopts the elements as they are), so until the
  // calendar has mounted it gets the props the server rendered with: the page may meanwhile have
  // changed them (the visitor's own today, which takes over from the server's right after
  // hydration), and the calendar would otherwise keep showing the server's month with links for
  // another.
  const [Loaded] = useState(() => loaded?.EventsCalendar)
  const [initial] = useState(props)
  const [mounted, setMounted] = useState(false)
  const [onMount] = useState(() => () => setMounted(true))
  return Loaded ? <Loaded {...props} /> : <LazyCalendar {...(mounted ? props : initial)} onMount={onMount} />
}
