/** The back office's "Add a feed" form (zod): a name, an http(s) address and a category. */
import { z } from 'zod'
import { LIMITS } from '../form-options'
import { EVENT_CATEGORIES } from '../kinds/event'
import { EVENT_CATEGORIES as PUBLIC_EVENT_CATEGORIES } from '../listings'
import { choice, requiredText, str } from '../schema-fields'

export const FEED_FIELDS = {
  name: { label: 'Name', required: 'Name is required', tooLong: 'Name too long' },
  url: {
    label: 'Feed address',
    required: 'Feed address is required',
    tooLong: 'Feed address too long',
    invalid: 'Enter an http, https or webcal address, e.g. https://venue.example/events.ics',
  },
  category: {
    label: 'Category for its events',
    required: 'Category is required',
    invalid: 'Choose a category from the list',
  },
} as const

const isHttpUrl = (value: string) => {
  try {
    // A calendar app's subscription link (webcal://, webcals://) is kept as typed and resolved
    // when fetched (fetchFeedAt, decision 035); it is checked as the https address it is first.
    const url = new URL(value.replace(/^webcals?:\/\//i, 'https://'))
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
    .refine(isHttpUrl, FEED_FIELDS.url.invalid),
  category: choice(EVENT_CATEGORIES, FEED_FIELDS.category.required, FEED_FIELDS.category.invalid),
})
export type FeedInput = z.output<typeof FeedSchema>

/**
 * The "Edit feed" form: the add form's fields, whether the feed is trusted (its new and changed
 * events publish at once), and its category mapping (feed category -> public category; an empty
 * choice forgets one).
 */
export const FeedEditSchema = FeedSchema.extend({
  trusted: z.preprocess((value) => value === 'on' || value === '1' || value === true, z.boolean()),
  mapping: z
    .array(
      z.object({
        feedCategory: str().trim().min(1).max(100),
        category: z.union([z.enum(PUBLIC_EVENT_CATEGORIES), z.literal('')], {
          error: 'Choose a category from the list',
        }),
      }),
    )
    .max(200)
    .default([]),
})
export type FeedEditInput = z.output<typeof FeedEditSchema>
