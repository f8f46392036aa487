/** The story form's schema (zod; the browser loads it after the page, app/lib/validation.ts). */
import { z } from 'zod'
import { defineForm } from '../form-data'
import { LIMITS } from '../form-options'
import {
  checkbox,
  choice,
  choices,
  optionalDate,
  optionalText,
  optionalUrl,
  requiredEmail,
  requiredText,
} from '../schema-fields'
import { STORY_CATEGORIES, STORY_FIELDS as F, STORY_TAGS } from './story'

export const StorySubmissionSchema = z.object({
  title: requiredText(F.title.required, LIMITS.storyTitle, F.title.tooLong),
  category: choice(STORY_CATEGORIES, F.category.required, F.category.invalid),
  excerpt: requiredText(F.excerpt.required, LIMITS.excerpt, F.excerpt.tooLong),
  content: requiredText(F.content.required, LIMITS.content, F.content.tooLong),
  location: optionalText(LIMITS.location, F.location.tooLong),
  authorName: requiredText(F.authorName.required, LIMITS.name, F.authorName.tooLong),
  authorEmail: requiredEmail(F.authorEmail.invalid),
  authorBio: optionalText(LIMITS.bio, F.authorBio.tooLong),
  tags: choices(STORY_TAGS, LIMITS.tags, F.tags.tooMany, F.tags.invalid),
  publishDate: optionalDate(),
  publishImmediately: checkbox(false),
  featured: checkbox(false),
  allowComments: checkbox(true),
  featuredImage: optionalUrl(F.featuredImage.invalid),
})
export type StorySubmission = z.output<typeof StorySubmissionSchema>

export const STORY_FORM = defineForm(StorySubmissionSchema, F)
