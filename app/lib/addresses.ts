import { z } from 'zod'
import { slugify } from './publication'

/**
 * A listing's address (issue 51 item 6, decision 037), the browser-safe half: what an editor may
 * type as the last part of a listing's public URL (/eat/<address>). The server half, renaming and
 * the redirects from former addresses, is ./addresses.server.ts.
 */

export const ADDRESS_MAX = 80
// Checked on the server only (no `pattern` on the field): its message names what to fix and suggests an address.
const ADDRESS = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Names the guide's own pages use next to listings (/eat/map, /events/feed.ics ...). */
export const RESERVED_ADDRESSES: readonly string[] = ['map', 'filter', 'live-music', 'feed', 'saved', 'new']

/** The address field's schema: lowercase letters, digits and single hyphens, not a reserved name. */
export const ListingAddressSchema = z
  .string({ error: 'Enter the address' })
  .trim()
  .min(1, { error: 'Enter the address', abort: true })
  .max(ADDRESS_MAX, `The address is too long (at most ${ADDRESS_MAX} characters)`)
  .superRefine((value, ctx) => {
    if (!ADDRESS.test(value)) {
      const suggestion = slugify(value)
      ctx.addIssue({
        code: 'custom',
        message: `Use only lowercase letters, digits and hyphens between words${
          suggestion !== value && suggestion !== 'listing' ? `, e.g. ${suggestion}` : ''
        }`,
      })
    } else if (RESERVED_ADDRESSES.includes(value))
      ctx.addIssue({ code: 'custom', message: `“${value}” is a page of the guide: choose another address` })
  })
