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
void loadCalendar().catch(() => {})

/** The loaded calendar, saying when it has mounted (hydrated) in the browser. */
function MountedCalendar({ onMount, ...props }: CalendarProps & { onMount: () => void }) {
  const Calendar = loaded!.EventsCalendar
  useEffect(onMount, [onMount])
  return <Calendar {...props} />
}
const LazyCalendar = lazy(() => loadCalendar().then(() => ({ default: MountedCalendar })))

export function EventsCalendar(props: CalendarProps) {
  // While the calendar's code is still loading, the server's calendar stays on the page, and it is
  // hydrated once the code arrives with the props the calendar has then. Hydrating does not
  // change the page (Preact adopts the elements as they are), so until the calendar has mounted
  // it gets the props the server rendered with: the page may meanwhile have changed them (the
  // visitor's own today, which takes over from the server's right after hydration), and the
  // calendar would otherwise keep showing the server's month with links for another.
  const [Loaded] = useState(() => loaded?.EventsCalendar)
  const [initial] = useState(props)
  const [mounted, setMounted] = useState(false)
  const [onMount] = useState(() => () => setMounted(true))
  // The same Suspense boundary on the server and in the browser, so hydration can wait for the chunk.
  // Its 42 days hydrate in a turn of their own (a task of 20-25 ms on a phone-speed CPU), not in
  // the page's.
  return (
    <HydrateInTurn>
      <Suspense fallback={<p className="text-muted-foreground h-96 w-72 text-sm">Loading the calendar…</p>}>
        {Loaded ? <Loaded {...props} /> : <LazyCalendar {...(mounted ? props : initial)} onMount={onMount} />}
      </Suspense>
    </HydrateInTurn>
  )
}
