import type * as React from 'react'
import { useLayoutEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { isPlainClick } from '~/components/plain-click'
import { ChevronLeft, ChevronRight } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import { parseIsoDate, toIsoDate, toIsoMonth } from '~/lib/dates'
import { formatLongDay, formatMonthYear, weekdayNames } from '~/lib/dates-intl'
import { useT } from '~/lib/i18n/use-t'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'

/**
 * The events month calendar: a grid of six weeks from Sunday (the days of the months around it
 * included, dimmed), days with events marked (a dot, and "has events" in the day's name), the
 * visitor's today ringed, the selected day filled.
 *
 * Every day is a real link to /events?date=…, so the calendar works without JavaScript. Once the
 * page runs, the grid keeps one tab stop (the day focused last while it is shown, else the selected
 * one, else today, else the 1st), arrow keys move by a day or a week, Page Up/Down by a month (with Shift by a year),
 * Home/End to the week's ends, a move out of the month turning the month; Enter or Space follows the
 * day's link on the client, keeping the focus on it. The month arrows are links to ?month=… until
 * the page runs, then buttons that turn the month in place (the URL keeps the chosen day).
 *
 * Our own grid rather than react-day-picker (decision 026): its render of a month was a task of
 * 120-150 ms on a phone while the page hydrated. The keys and the days' words follow its
 * behaviour; the handlers are on the grid, not on each of the 42 days.
 */
export function EventsCalendar({
  month,
  onMonthChange,
  selected,
  today,
  hasEvents,
  dayHref,
  monthHref,
}: {
  /** Any day of the month on show (its first, by convention). */
  month: Date
  onMonthChange: (month: Date) => void
  selected: Date | undefined
  today: Date
  hasEvents: (date: Date) => boolean
  dayHref: (iso: string) => string
  monthHref: (month: Date) => string
}) {
  const navigate = useNavigate()
  const t = useT()
  // False while hydrating (the server's HTML is adopted as it is: every day in the tab order, the
  // arrows links), true from the render after it.
  const hydrated = useHydrated()
  // The day focused last (ISO); the key that moved it asks for the focus to follow once the grid
  // has rendered.
  const [focused, setFocused] = useState<string | null>(null)
  const focusAfterRender = useRef<string | null>(null)
  const grid = useRef<HTMLTableElement>(null)
  useLayoutEffect(() => {
    const iso = focusAfterRender.current
    if (!iso) return
    focusAfterRender.current = null
    grid.current?.querySelector<HTMLElement>(`td[data-day="${iso}"] > a`)?.focus()
  })

  const weeks = monthWeeks(month).map((week) => week.map((day) => ({ day, iso: toIsoDate(day) })))
  const monthIso = toIsoMonth(month)
  const todayIso = toIsoDate(today)
  const selectedIso = selected ? toIsoDate(selected) : undefined
  const focusedShown = weeks.some((week) => week.some(({ iso }) => iso === focused))
  const tabStop =
    (focusedShown ? focused : [selectedIso, todayIso].find((iso) => iso?.startsWith(monthIso))) ??
    `${monthIso}-01`

  const caption = formatMonthYear(month, t.locale)
  const previous = addMonths(month, -1)
  const next = addMonths(month, 1)

  function dayOf(target: EventTarget | null): string | undefined {
    return target instanceof Element ? target.closest<HTMLElement>('td[data-day]')?.dataset.day : undefined
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLTableElement>) {
    const day = parseIsoDate(dayOf(event.target))
    if (!day || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === ' ') {
      // A link follows Enter on its own; Space would scroll the page instead.
      event.preventDefault()
      ;(event.target as HTMLElement).click()
      return
    }
    const to = moveFocus(day, event.key, event.shiftKey)
    if (!to) return
    event.preventDefault()
    const toIso = toIsoDate(to)
    focusAfterRender.current = toIso
    setFocused(toIso)
    if (toIsoMonth(to) !== monthIso) onMonthChange(new Date(to.getFullYear(), to.getMonth(), 1))
  }

  function onClick(event: React.MouseEvent<HTMLTableElement>) {
    const iso = dayOf(event.target)
    if (!iso || !isPlainClick(event)) return
    event.preventDefault()
    setFocused(iso)
    void navigate(dayHref(iso), { preventScrollReset: true })
  }

  return (
    <div className="w-fit">
      <div className="relative">
        <nav aria-label={t('events.calendar.changeMonth')} className="absolute top-0 right-0 flex gap-2">
          <MonthArrow
            month={previous}
            direction="previous"
            hydrated={hydrated}
            href={monthHref(previous)}
            onClick={() => onMonthChange(previous)}
          />
          <MonthArrow
            month={next}
            direction="next"
            hydrated={hydrated}
            href={monthHref(next)}
            onClick={() => onMonthChange(next)}
          />
        </nav>
        <div className="space-y-3">
          <div className="flex h-11 items-center pr-28">
            {/* Said when the month turns. */}
            <span className="font-display text-xl font-bold" role="status" aria-live="polite">
              {caption}
            </span>
          </div>
          <table
            ref={grid}
            role="grid"
            aria-label={caption}
            className="border-separate border-spacing-x-0.5 border-spacing-y-1"
            onKeyDown={onKeyDown}
            onClick={onClick}
            // A bubbling focus event (focusin in the browser). The day focused last stays the tab
            // stop while it is shown, so Tab comes back to it.
            onFocus={(event) => {
              const iso = dayOf(event.target)
              if (iso && iso !== focused) setFocused(iso)
            }}
          >
            {/* The days' names say their weekday; the headers are for the eye. */}
            <thead aria-hidden="true">
              <tr>
                {weekdayNames(t.locale).map((name) => (
                  <th
                    key={name}
                    scope="col"
                    aria-label={name}
                    className="text-muted-foreground h-8 w-9 text-center text-xs font-semibold uppercase min-[360px]:w-11"
                  >
                    {name.slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]!.iso}>
                  {week.map(({ day, iso }) => (
                    <Day
                      key={iso}
                      day={day}
                      iso={iso}
                      href={dayHref(iso)}
                      outside={!iso.startsWith(monthIso)}
                      today={iso === todayIso}
                      selected={iso === selectedIso}
                      hasEvents={hasEvents(day)}
                      // Before the page runs every day is in the tab order (no arrow keys).
                      tabIndex={hydrated ? (iso === tabStop ? 0 : -1) : undefined}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  )
}

function Day({
  day,
  iso,
  href,
  outside,
  today,
  selected,
  hasEvents,
  tabIndex,
}: {
  day: Date
  iso: string
  href: string
  outside: boolean
  today: boolean
  selected: boolean
  hasEvents: boolean
  tabIndex: number | undefined
}) {
  const t = useT()
  const label = [
    formatLongDay(day, t.locale),
    today && t('events.calendar.today'),
    hasEvents && t('events.calendar.hasEvents'),
    selected && t('events.calendar.selected'),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <td role="gridcell" className="p-0 text-center" aria-selected={selected || undefined} data-day={iso}>
      <a
        href={href}
        aria-label={label}
        aria-current={today ? 'date' : undefined}
        tabIndex={tabIndex}
        // One class per property (cn() does not resolve conflicts): selected, then has events, then
        // a day outside the month.
        className={cn(
          'relative flex h-11 w-9 items-center justify-center rounded-full text-sm tabular-nums transition-colors min-[360px]:w-11',
          'focus-visible:outline-ring focus-visible:outline-3 focus-visible:outline-offset-2',
          selected
            ? 'text-primary-foreground'
            : hasEvents || !outside
              ? 'text-foreground'
              : 'text-muted-foreground',
          selected || hasEvents ? 'font-bold' : 'font-medium',
          selected ? 'bg-primary' : hasEvents ? 'bg-accent hover:bg-muted' : 'hover:bg-muted',
          hasEvents &&
            'after:absolute after:bottom-1 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full',
          hasEvents && (selected ? 'after:bg-primary-foreground' : 'after:bg-primary'),
          today && !selected && 'ring-secondary ring-2 ring-inset',
        )}
      >
        {day.getDate()}
      </a>
    </td>
  )
}

function MonthArrow({
  month,
  direction,
  hydrated,
  href,
  onClick,
}: {
  month: Date
  direction: 'previous' | 'next'
  hydrated: boolean
  href: string
  onClick: () => void
}) {
  const t = useT()
  const label = t(direction === 'previous' ? 'events.calendar.previous' : 'events.calendar.next', {
    month: formatMonthYear(month, t.locale),
  })
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  const className = buttonVariants({ variant: 'outline', size: 'icon', shape: 'round' })
  if (!hydrated) {
    return (
      <a href={href} className={className} aria-label={label}>
        <Icon aria-hidden="true" />
      </a>
    )
  }
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" />
    </button>
  )
}

/** The six weeks (Sunday to Saturday) shown for a month: from the Sunday on or before its 1st. */
export function monthWeeks(month: Date): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1)
  const start = first.getDate() - first.getDay()
  return Array.from({ length: 6 }, (_, week) =>
    Array.from(
      { length: 7 },
      (_, weekday) => new Date(first.getFullYear(), first.getMonth(), start + week * 7 + weekday),
    ),
  )
}

/** The same day n months on, or the month's last day when it is shorter (January 31 + 1: Feb 28). */
export function addMonths(date: Date, n: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + n, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last))
}

/** Where a key moves the calendar's focus from a day, or undefined for a key it does not use. */
export function moveFocus(day: Date, key: string, shift = false): Date | undefined {
  const by = (days: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + days)
  switch (key) {
    case 'ArrowLeft':
      return by(-1)
    case 'ArrowRight':
      return by(1)
    case 'ArrowUp':
      return by(-7)
    case 'ArrowDown':
      return by(7)
    case 'Home':
      return by(-day.getDay())
    case 'End':
      return by(6 - day.getDay())
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1)
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1)
    default:
      return undefined
  }
}
