/** The back office's "Add a feed" form (zod): a name, an http(s) address and a category. */
import { z } from 'zod'
import { LIMITS } from '../form-options'
import { EVENT_CATEGORIES } from '../kinds/event'
import { choice, requiredText, str } from '../schema-fields'

export const FEED_FIELDS = {
  name: { label: 'Name', required: 'Name is required', tooLong: 'Name too long' },
  url: {
    label: 'Feed address',
    required: 'Feed address is required',
    tooLong: 'Feed address too long',
    invalid: 'Enter an http or https address, e.g. https://venue.example/events.ics',
  },
  category: {
    label: 'Category for its events',
    required: 'Category is required',
    invalid: 'Choose a category from the list',
  },
} as const

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export const FeedSchema = z.object({
  name: requiredText(FEED_FIELDS.name.required, LIMITS.name, FEED_FIELDS.name.tooLong),
  url: str()
    .trim()
    .min(1, { error: FEED_FIELDS.url.required, abort: true })
    .max(LIMITS.url, { error: FEED_FIELDS.url.tooLong, abort: true })
    // Calendar apps' subscription links (webcal://) are https underneath.
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine(isHttpUrl, FEED_FIELDS.url.invalid),
  category: choice(EVENT_CATEGORIES, FEED_FIELDS.category.required, FEED_FIELDS.category.invalid),
})
export type FeedInput = z.output<typeof FeedSchema>
