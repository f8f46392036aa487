import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { toIsoDate } from '~/lib/dates'
import { messagesFor } from '~/lib/i18n/catalog.server'
import type { Locale } from '~/lib/i18n/config'
import { createTranslator, loadFormatter, TranslatorContext } from '~/lib/i18n/use-t'
import { addMonths, EventsCalendar, monthWeeks, moveFocus } from './events-calendar'

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number)
  return new Date(year!, month! - 1, date!)
}
const iso = (date: Date | undefined) => (date ? toIsoDate(date) : undefined)

describe('the events calendar’s month', () => {
  it('shows six weeks from the Sunday on or before the 1st', () => {
    const weeks = monthWeeks(day('2024-12-01'))
    expect(weeks).toHaveLength(6)
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(iso(weeks[0]![0])).toBe('2024-12-01') // a Sunday
    expect(iso(weeks[5]![6])).toBe('2025-01-11')
    // January 2025 starts on a Wednesday: the grid starts in December.
    const january = monthWeeks(day('2025-01-15'))
    expect(iso(january[0]![0])).toBe('2024-12-29')
    expect(iso(january[5]![6])).toBe('2025-02-08')
    // Every day once, in order, across the March daylight-saving change.
    const march = monthWeeks(day('2025-03-01')).flat().map(iso)
    expect(new Set(march).size).toBe(42)
    expect(march.slice(6, 11)).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05'])
    expect([...march].sort()).toEqual(march)
  })

  it('adds months keeping the day, or the month’s last day when it is shorter', () => {
    expect(iso(addMonths(day('2024-12-20'), 1))).toBe('2025-01-20')
    expect(iso(addMonths(day('2025-01-31'), 1))).toBe('2025-02-28')
    expect(iso(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29')
    expect(iso(addMonths(day('2024-03-31'), -1))).toBe('2024-02-29')
    expect(iso(addMonths(day('2024-02-29'), 12))).toBe('2025-02-28')
    expect(iso(addMonths(day('2025-01-15'), -12))).toBe('2024-01-15')
  })

  it('moves the focus by the keys a date grid uses, and ignores the others', () => {
    const friday = day('2024-12-20')
    expect(iso(moveFocus(friday, 'ArrowLeft'))).toBe('2024-12-19')
    expect(iso(moveFocus(friday, 'ArrowRight'))).toBe('2024-12-21')
    expect(iso(moveFocus(friday, 'ArrowUp'))).toBe('2024-12-13')
    expect(iso(moveFocus(friday, 'ArrowDown'))).toBe('2024-12-27')
    expect(iso(moveFocus(friday, 'Home'))).toBe('2024-12-15')
    expect(iso(moveFocus(friday, 'End'))).toBe('2024-12-21')
    expect(iso(moveFocus(friday, 'PageUp'))).toBe('2024-11-20')
    expect(iso(moveFocus(friday, 'PageDown'))).toBe('2025-01-20')
    expect(iso(moveFocus(friday, 'PageUp', true))).toBe('2023-12-20')
    expect(iso(moveFocus(friday, 'PageDown', true))).toBe('2025-12-20')
    expect(iso(moveFocus(day('2024-12-31'), 'ArrowRight'))).toBe('2025-01-01')
    expect(moveFocus(friday, 'Enter')).toBeUndefined()
    expect(moveFocus(friday, 'a')).toBeUndefined()
  })
})

await loadFormatter()

/** The calendar of December 2024 as the server writes it in a language (the events page's words). */
function renderCalendar(locale: Locale): string {
  return renderToString(
    <TranslatorContext.Provider value={createTranslator(locale, messagesFor(locale, ['events']))}>
      <MemoryRouter>
        <EventsCalendar
          month={day('2024-12-01')}
          onMonthChange={() => {}}
          selected={day('2024-12-21')}
          today={day('2024-12-20')}
          hasEvents={(date) => ['2024-12-20', '2024-12-21', '2025-01-04'].includes(toIsoDate(date))}
          dayHref={(date) => `/events?date=${date}`}
          monthHref={(month) => `/events?month=${toIsoDate(month).slice(0, 7)}`}
        />
      </MemoryRouter>
    </TranslatorContext.Provider>,
  )
}

describe('the events calendar as the server writes it', () => {
  const html = renderCalendar('en')
  const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => ({
    attributes: attributes!,
    text,
  }))
  const days = links.filter((link) => link.attributes.includes('date='))

  it('is a grid named by its month, with 42 day links to their dates, all in the tab order', () => {
    expect(html).toMatch(/<table role="grid" aria-label="December 2024"/)
    expect(html).toContain('role="status" aria-live="polite">December 2024</span>')
    expect(days).toHaveLength(42)
    expect(days[0]!.attributes).toContain('href="/events?date=2024-12-01"')
    expect(days[0]!.text).toBe('1')
    expect(days[41]!.attributes).toContain('href="/events?date=2025-01-11"')
    expect(html).not.toContain('tabindex')
  })

  it('names each day, saying today, has events and selected', () => {
    const label = (n: number) => /aria-label="([^"]*)"/.exec(days[n]!.attributes)![1]
    expect(label(0)).toBe('Sunday, December 1, 2024')
    expect(label(19)).toBe('Friday, December 20, 2024, today, has events')
    expect(label(20)).toBe('Saturday, December 21, 2024, has events, selected')
    expect(label(34)).toBe('Saturday, January 4, 2025, has events')
    expect(days[19]!.attributes).toContain('aria-current="date"')
    expect(days.filter((link) => link.attributes.includes('aria-current'))).toHaveLength(1)
    expect(html.match(/<td [^>]*aria-selected="true"[^>]*>/g)).toEqual([
      '<td role="gridcell" class="p-0 text-center" aria-selected="true" data-day="2024-12-21">',
    ])
  })

  it('has the month arrows as links to the months around it', () => {
    expect(html).toContain('<a href="/events?month=2024-11" class="')
    expect(html).toMatch(/<a href="\/events\?month=2024-11"[^>]*aria-label="Previous month: November 2024"/)
    expect(html).toMatch(/<a href="\/events\?month=2025-01"[^>]*aria-label="Next month: January 2025"/)
  })
})

describe('the events calendar in Spanish', () => {
  const html = renderCalendar('es')
  it('names its month, its weekdays and its days in Spanish', () => {
    expect(html).toMatch(/<table role="grid" aria-label="Diciembre de 2024"/)
    expect(html).toMatch(/aria-label="Domingo"[^>]*>Do</)
    expect(html).toContain('aria-label="viernes, 20 de diciembre de 2024, hoy, con eventos"')
    expect(html).toContain('aria-label="sábado, 21 de diciembre de 2024, con eventos, seleccionado"')
    expect(html).toMatch(/aria-label="Mes anterior: Noviembre de 2024"/)
    expect(html).toMatch(/<nav aria-label="Cambiar de mes"/)
  })
})
