import type * as React from 'react'
import { lazy, Suspense } from 'react'
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

const LazyCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.EventsCalendar })))

export function EventsCalendar(props: CalendarProps) {
  const Loaded = loaded?.EventsCalendar
  // The same Suspense boundary on the server and in the browser, so hydration can wait for the chunk.
  return (
    <Suspense fallback={<p className="text-muted-foreground h-96 w-72 text-sm">Loading the calendar…</p>}>
      {Loaded ? <Loaded {...props} /> : <LazyCalendar {...props} />}
    </Suspense>
  )
}
