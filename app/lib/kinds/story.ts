/**
 * Stories, the browser-safe half (/submit-story; approved stories become /blog articles): the
 * form's choices and its field list. The server half is ./story.server.ts, the schema
 * ./story.schema.ts.
 */
import type { FieldSpecs } from './fields'

export const STORY_CATEGORIES = [
  'Adventures',
  'Local Culture',
  'Family Stories',
  'History',
  'Wildlife',
  'Seasonal',
  'Food & Dining',
  'Events',
  'Hidden Gems',
  'Community',
] as const
export const STORY_TAGS = [
  'Family-Friendly',
  'Adventure',
  'Culture',
  'Nature',
  'History',
  'Food',
  'Wildlife',
  'Photography',
  'Local Tips',
  'Seasonal',
  'Hidden Gems',
  'Personal Experience',
] as const

/** The story form's fields: labels (form, error summary, review page) and schema messages. */
export const STORY_FIELDS = {
  title: { label: 'Story title', required: 'Story title is required', tooLong: 'Title too long' },
  category: {
    label: 'Category',
    required: 'Category is required',
    invalid: 'Choose a category from the list',
  },
  excerpt: { label: 'Excerpt', required: 'Excerpt is required', tooLong: 'Excerpt too long' },
  content: { label: 'Your story', required: 'Story content is required', tooLong: 'Content too long' },
  location: { label: 'Location', tooLong: 'Location too long' },
  authorName: { label: 'Author name', required: 'Author name is required', tooLong: 'Author name too long' },
  authorEmail: { label: 'Author email', invalid: 'Invalid author email' },
  authorBio: { label: 'Short bio', tooLong: 'Bio too long' },
  tags: { label: 'Tags', list: true, tooMany: 'Too many tags', invalid: 'Unknown tag' },
  publishDate: { label: 'Preferred publish date' },
  publishImmediately: { label: 'Publish as soon as it is approved', flag: true },
  featured: { label: 'Suggest it as a featured story', flag: true },
  allowComments: { label: 'Allow comments', flag: true },
  featuredImage: { label: 'Featured image URL', invalid: 'Invalid image URL' },
} as const satisfies FieldSpecs
