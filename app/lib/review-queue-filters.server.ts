import type { ReviewKind } from './kinds'
import type { QueueFilters } from './listing-filters'
import { townOf } from './publication'

/**
 * What the submission queues filter by (issue 51 item 5): each kind's category column as its form
 * collects it, and the town the listing would get on approval, read from the same text the
 * kind's approval mapping reads (`townOf` of the address or place). Stories become articles,
 * which have no town: their queue offers no town filter.
 */
interface QueueFilterColumns {
  category: string
  town?: { columns: readonly string[]; of: (row: Record<string, unknown>) => string }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export const QUEUE_FILTER_COLUMNS: Record<ReviewKind, QueueFilterColumns> = {
  // restaurantFromSubmission: townOf(row.address)
  restaurants: { category: 'type', town: { columns: ['address'], of: (row) => townOf(text(row.address)) } },
  // eventFromSubmission: townOf(`${row.address ?? ''} ${row.location}`)
  events: {
    category: 'category',
    town: {
      columns: ['address', 'location'],
      of: (row) => townOf(`${text(row.address)} ${text(row.location)}`),
    },
  },
  // activityFromSubmission: townOf(row.location)
  activities: { category: 'type', town: { columns: ['location'], of: (row) => townOf(text(row.location)) } },
  stories: { category: 'category' },
}

export type QueueOptions = { towns: string[]; categories: string[] }

/** The filters a queue's URL gives, with a town filter dropped where the kind has no town. */
export function queueFiltersOf(kind: ReviewKind, filters: QueueFilters): QueueFilters {
  return QUEUE_FILTER_COLUMNS[kind].town ? filters : { ...filters, town: '' }
}

/** Sorted distinct non-empty values, with the chosen one kept even when no pending row has it. */
export function distinctValues(values: Iterable<string>, chosen: string): string[] {
  const set = new Set([...values].filter(Boolean))
  if (chosen) set.add(chosen)
  return [...set].sort((a, b) => a.localeCompare(b))
}
