import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_FORM,
  checkImageFiles,
  fieldErrorsOf,
  parseFormData,
  readFormFields,
  RESTAURANT_FORM,
  RestaurantSubmissionSchema,
  STORY_FORM,
  StorySubmissionSchema,
} from './validation'

function formOf(entries: [string, string | File][]) {
  const form = new FormData()
  for (const [key, value] of entries) form.append(key, value)
  return form
}

describe('readFormFields', () => {
  it('reads only the schema fields, lists for checkbox groups, on/off for checkboxes', () => {
    const { input, values } = readFormFields(
      formOf([
        ['title', 'Elk'],
        ['tags', 'Food'],
        ['tags', 'Nature'],
        ['featured', 'on'],
        ['status', 'approved'],
      ]),
      STORY_FORM,
    )
    expect(values).toMatchObject({
      title: 'Elk',
      tags: ['Food', 'Nature'],
      featured: 'on',
      allowComments: 'off',
    })
    expect(input).not.toHaveProperty('status')
    expect(values.content).toBe('')
  })
})

describe('schemas', () => {
  it('a story left to its defaults allows comments; an unchecked box in a form does not', () => {
    const base = {
      title: 't',
      category: 'History',
      excerpt: 'e',
      content: 'c',
      authorName: 'a',
      authorEmail: 'a@example.com',
    }
    expect(StorySubmissionSchema.parse(base).allowComments).toBe(true)
    const parsed = parseFormData(formOf(Object.entries(base)), STORY_FORM)
    expect(parsed.success && parsed.data.allowComments).toBe(false)
  })

  it('trims text and turns empty optional fields into null', () => {
    const result = RestaurantSubmissionSchema.parse({
      name: '  Cafe  ',
      type: 'Cafe',
      description: 'd',
      address: 'a',
      phone: ' ',
    })
    expect(result).toMatchObject({
      name: 'Cafe',
      phone: null,
      email: null,
      website: null,
      priceRange: '$',
      tags: [],
    })
  })

  it('gives one message per problem, the required one first', () => {
    const result = RestaurantSubmissionSchema.safeParse({
      name: '',
      type: 'Diner',
      description: 'd',
      address: 'a',
    })
    expect(result.success).toBe(false)
    if (!result.success)
      expect(fieldErrorsOf(result.error)).toEqual({
        name: ['Restaurant name is required'],
        type: ['Choose a restaurant type from the list'],
      })
  })

  it('reads Difficult as Hard and refuses unknown difficulties', () => {
    const base = Object.fromEntries([
      ['name', 'n'],
      ['type', 'Hiking'],
      ['description', 'd'],
      ['location', 'l'],
      ['duration', '1h'],
      ['priceRange', 'Free'],
      ['contactName', 'c'],
      ['contactEmail', 'c@example.com'],
    ])
    const hard = parseFormData(formOf(Object.entries({ ...base, difficulty: 'Difficult' })), ACTIVITY_FORM)
    expect(hard.success && hard.data.difficulty).toBe('Hard')
    const bad = parseFormData(formOf(Object.entries({ ...base, difficulty: 'Brutal' })), ACTIVITY_FORM)
    expect(!bad.success && bad.errors.difficulty).toEqual(['Choose a difficulty from the list'])
  })

  it('refuses a file where text belongs', () => {
    const parsed = parseFormData(formOf([['name', new File(['x'], 'x.txt')]]), RESTAURANT_FORM)
    expect(!parsed.success && parsed.errors.name).toEqual(['Invalid value'])
    expect(parsed.values.name).toBe('')
  })
})

describe('checkImageFiles', () => {
  it('allows up to five JPEG, PNG or WebP files of at most 25 MB (a 19.8 MB camera photo too)', () => {
    const png = { size: 10, type: 'image/png' }
    expect(checkImageFiles([png, { size: 0, type: '' }])).toBeNull()
    expect(checkImageFiles(Array(6).fill(png))).toBe('You can upload at most 5 images.')
    expect(checkImageFiles([{ size: 19.8 * 1024 * 1024, type: 'image/jpeg' }])).toBeNull()
    expect(checkImageFiles([{ size: 25 * 1024 * 1024 + 1, type: 'image/png' }])).toBe(
      'Each image must be 25 MB or smaller.',
    )
    expect(checkImageFiles([{ size: 10, type: 'image/gif' }])).toBe(
      'Only JPEG, PNG or WebP images can be uploaded.',
    )
  })
})
