import { format, type FormatOptions } from 'date-fns'
import { ChevronLeft, ChevronRight } from '~/components/icons'
import type * as React from 'react'
import { createContext, useContext, useLayoutEffect, useRef } from 'react'
import { DayPicker, type DayButtonProps, type NavProps, type WeekProps } from 'react-day-picker'
import { type NavigateFunction, useNavigate } from 'react-router'
import { HydrateInTurn } from '~/components/hydrate-in-turn'
import { buttonVariants } from '~/components/ui/button'
import { DAYS, formatLongDay, formatMonthYear, toIsoDate, toIsoMonth } from '~/lib/dates'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'

/**
 * The events month calendar (react-day-picker): weeks start on Sunday, days with events are marked
 * (a dot plus "has events" in the day's accessible name), arrow keys, Page Up/Down and Home/End move
 * between days and months.
 *
 * Every day is a real link to /events?date=…, so the calendar works without JavaScript; with
 * JavaScript the same links navigate on the client and the keyboard moves a roving focus. The month
 * arrows are links to ?month=… until the page hydrates, then buttons that change the month in place.
 */
interface CalendarLinks {
  dayHref: (iso: string) => string
  monthHref: (month: Date) => string
}

/**
 * What every day and arrow needs, looked up once per calendar render rather than once per day (42
 * days' hooks were a good part of the calendar's hydration).
 */
interface CalendarContext extends CalendarLinks {
  navigate: NavigateFunction | null
  hydrated: boolean
}

const LinksContext = createContext<CalendarContext>({
  dayHref: (iso) => `/events?date=${iso}`,
  monthHref: (month) => `/events?month=${toIsoMonth(month)}`,
  navigate: null,
  hydrated: false,
})

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

function DayLink(props: DayButtonProps) {
  const {
    day,
    modifiers,
    className,
    onClick,
    onKeyDown,
    onFocus,
    onBlur,
    onMouseEnter,
    onMouseLeave,
    tabIndex,
    'aria-label': ariaLabel,
  } = props
  const links = useContext(LinksContext)
  const { hydrated } = links
  const ref = useRef<HTMLAnchorElement>(null)
  // Moved with the render that chose this day (a layout effect): an effect still pending when the
  // next key's render starts would otherwise move the focus back in the middle of that render
  // (Preact runs a component's pending effects before rendering it again), and keys pressed fast
  // would send the focus back and forth without end.
  useLayoutEffect(() => {
    if (modifiers.focused && document.activeElement !== ref.current) ref.current?.focus()
  }, [modifiers.focused])
  const href = links.dayHref(toIsoDate(day.date))
  const hasEvents = Boolean(modifiers.hasEvents)
  const selected = Boolean(modifiers.selected)
  return (
    <a
      ref={ref}
      href={href}
      aria-label={ariaLabel}
      // Before hydration every day is in the tab order (no arrow keys without JavaScript).
      tabIndex={hydrated ? tabIndex : undefined}
      aria-current={modifiers.today ? 'date' : undefined}
      // One class per property (cn() does not resolve conflicts): selected, then has events, then
      // a day outside the month.
      className={cn(
        className,
        'relative flex size-11 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
        'focus-visible:outline-ring focus-visible:outline-3 focus-visible:outline-offset-2',
        selected
          ? 'text-primary-foreground'
          : hasEvents || !modifiers.outside
            ? 'text-foreground'
            : 'text-muted-foreground',
        selected || hasEvents ? 'font-bold' : 'font-medium',
        selected ? 'bg-primary' : hasEvents ? 'bg-accent hover:bg-muted' : 'hover:bg-muted',
        hasEvents &&
          'after:absolute after:bottom-1 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full',
        hasEvents && (selected ? 'after:bg-primary-foreground' : 'after:bg-primary'),
        modifiers.today && !selected && 'ring-secondary ring-2 ring-inset',
      )}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        // react-day-picker moves its focus here (and prevents the native navigation).
        onClick?.(event as unknown as React.MouseEvent<HTMLButtonElement>)
        event.preventDefault()
        void links.navigate?.(href, { preventScrollReset: true })
      }}
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault()
          event.currentTarget.click()
          return
        }
        onKeyDown?.(event as unknown as React.KeyboardEvent<HTMLButtonElement>)
      }}
      onFocus={onFocus as unknown as React.FocusEventHandler<HTMLAnchorElement>}
      onBlur={onBlur as unknown as React.FocusEventHandler<HTMLAnchorElement>}
      onMouseEnter={onMouseEnter as unknown as React.MouseEventHandler<HTMLAnchorElement>}
      onMouseLeave={onMouseLeave as unknown as React.MouseEventHandler<HTMLAnchorElement>}
    >
      {props.children}
    </a>
  )
}

function MonthArrow({
  month,
  direction,
  onClick,
}: {
  month: Date | undefined
  direction: 'previous' | 'next'
  onClick?: React.MouseEventHandler<HTMLButtonElement>
}) {
  const links = useContext(LinksContext)
  const { hydrated } = links
  const label = `${direction === 'previous' ? 'Previous' : 'Next'} month`
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight
  const className = buttonVariants({ variant: 'outline', size: 'icon', shape: 'round' })
  const title = month ? `${label}: ${formatMonthYear(month)}` : label
  if (!month) return null
  if (!hydrated) {
    return (
      <a href={links.monthHref(month)} className={className} aria-label={title}>
        <Icon aria-hidden="true" />
      </a>
    )
  }
  return (
    <button type="button" className={className} aria-label={title} onClick={onClick}>
      <Icon aria-hidden="true" />
    </button>
  )
}

function CalendarNav({
  onPreviousClick,
  onNextClick,
  previousMonth,
  nextMonth,
  className,
  ...rest
}: NavProps) {
  return (
    <nav {...rest} className={cn(className, 'absolute top-0 right-0 flex gap-2')}>
      <MonthArrow month={previousMonth} direction="previous" onClick={onPreviousClick} />
      <MonthArrow month={nextMonth} direction="next" onClick={onNextClick} />
    </nav>
  )
}

/**
 * A week's row hydrates in a turn of its own after the calendar's (`HydrateInTurn`): the 42 days
 * in one turn were a task of 130-155 ms with the CPU slowed four times.
 */
function CalendarWeek({ week: _week, ...props }: WeekProps) {
  return (
    <HydrateInTurn>
      <tr {...props} />
    </HydrateInTurn>
  )
}

const COMPONENTS = { DayButton: DayLink, Nav: CalendarNav, Week: CalendarWeek }

/**
 * react-day-picker names each day and month by date-fns' format() (three calls for each of the 42
 * days); these two are written from the date's fields, anything else goes to date-fns.
 */
const DATE_LIB = {
  format: (date: Date, pattern: string, options?: FormatOptions) =>
    pattern === 'yyyy-MM-dd'
      ? toIsoDate(date)
      : pattern === 'yyyy-MM'
        ? toIsoMonth(date)
        : format(date, pattern, options),
}

/**
 * The calendar's words written from the date's fields (react-day-picker's own go through date-fns'
 * format(), a good part of the calendar's render): the same texts, 'November 2026', 'Su', '28'.
 */
const FORMATTERS = {
  formatCaption: formatMonthYear,
  formatWeekdayName: (weekday: Date) => DAYS[weekday.getDay()]!.slice(0, 2),
  formatDay: (date: Date) => String(date.getDate()),
}

export function EventsCalendar({
  month,
  onMonthChange,
  selected,
  today,
  hasEvents,
  dayHref,
  monthHref,
}: {
  month: Date
  onMonthChange: (month: Date) => void
  selected: Date | undefined
  today: Date
  hasEvents: (date: Date) => boolean
} & CalendarLinks) {
  const navigate = useNavigate()
  const hydrated = useHydrated()
  return (
    <LinksContext.Provider value={{ dayHref, monthHref, navigate, hydrated }}>
      <DayPicker
        mode="single"
        selected={selected}
        // Selection follows the URL: the day links navigate, the calendar only shows the result.
        onSelect={() => {}}
        month={month}
        onMonthChange={onMonthChange}
        today={today}
        weekStartsOn={0}
        showOutsideDays
        fixedWeeks
        modifiers={{ hasEvents }}
        components={COMPONENTS}
        formatters={FORMATTERS}
        dateLib={DATE_LIB}
        labels={{
          labelNav: () => 'Change month',
          labelGrid: formatMonthYear,
          labelWeekday: (weekday) => DAYS[weekday.getDay()]!,
          labelDayButton: (date, modifiers) =>
            [
              formatLongDay(date),
              modifiers.today ? 'today' : '',
              modifiers.hasEvents ? 'has events' : '',
              modifiers.selected ? 'selected' : '',
            ]
              .filter(Boolean)
              .join(', '),
        }}
        classNames={{
          root: 'w-fit',
          months: 'relative',
          month: 'space-y-3',
          month_caption: 'flex h-11 items-center pr-28',
          caption_label: 'font-display text-xl font-bold',
          month_grid: 'border-separate border-spacing-x-0.5 border-spacing-y-1',
          weekday: 'text-muted-foreground h-8 w-11 text-center text-xs font-semibold uppercase',
          day: 'p-0 text-center',
        }}
      />
    </LinksContext.Provider>
  )
}

// The legend lives in ./calendar-legend (no react-day-picker); kept importable from here.
export { CalendarLegend } from './calendar-legend'
