import { describe, expect, it } from 'vitest'
import { REVIEW_KINDS } from '.'
import { activityFromSubmission } from './activity.server'
import { ACTIVITY_FORM } from './activity.schema'
import { CONTACT_FORM } from './contact.schema'
import { eventFromSubmission, listingUpdate } from './event-submission.server'
import { EVENT_FORM } from './event.schema'
import { columnOf, describeRow, labelsOf, submissionColumns } from './fields'
import { HOST_FORM } from './host.schema'
import { REVIEWED_KINDS } from './index.server'
import { restaurantFromSubmission, restaurantRow } from './restaurant.server'
import { RESTAURANT_FORM } from './restaurant.schema'
import { articleFromSubmission } from './story.server'
import { STORY_FORM } from './story.schema'
import { ACTIVITY_FIELDS } from './activity'
import { CONTACT_FIELDS } from './contact'
import { EVENT_FIELDS } from './event'
import { HOST_FIELDS } from './host'
import { RESTAURANT_FIELDS } from './restaurant'
import { STORY_FIELDS } from './story'
import { sceneImage, slugify, townOf } from '../publication'

// The kinds' rules without a database: field lists against schemas, and the submission -> listing
// mappings publication uses.

const review = {
  id: 's1',
  status: 'approved',
  submitted_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  reviewed_at: null,
  reviewed_by: null,
  review_note: null,
  idempotency_key: null,
}

describe('each kind has one field list', () => {
  it.each([
    ['restaurant', RESTAURANT_FORM, RESTAURANT_FIELDS],
    ['event', EVENT_FORM, EVENT_FIELDS],
    ['activity', ACTIVITY_FORM, ACTIVITY_FIELDS],
    ['story', STORY_FORM, STORY_FIELDS],
    ['contact', CONTACT_FORM, CONTACT_FIELDS],
    ['host', HOST_FORM, HOST_FIELDS],
  ] as const)('the %s schema checks exactly the listed fields', (_kind, form, fields) => {
    expect(Object.keys(form.schema.shape)).toEqual(Object.keys(fields))
  })

  it('gives the schema its messages, the form its labels and the review page its rows', () => {
    const parsed = RESTAURANT_FORM.schema.safeParse({ name: '', type: 'Diner' })
    expect(parsed.success).toBe(false)
    const messages = parsed.error!.issues.map((issue) => issue.message)
    expect(messages).toContain(RESTAURANT_FIELDS.name.required)
    expect(messages).toContain(RESTAURANT_FIELDS.type.invalid)
    expect(labelsOf(RESTAURANT_FIELDS, { photos: 'Photos' })).toMatchObject({
      name: 'Restaurant name',
      priceRange: 'Price range',
      photos: 'Photos',
    })
    const columns = submissionColumns({ priceRange: '$$', tags: ['Romantic'], recurring: true, phone: null })
    expect(columns).toEqual({ price_range: '$$', tags: '["Romantic"]', recurring: 1, phone: null })
    expect(
      describeRow(EVENT_FIELDS, { title: 'Rodeo', recurring: 1, tags: '["Free","Local"]', capacity: 20 }),
    ).toEqual(
      expect.arrayContaining([
        { label: 'Event title', value: 'Rodeo' },
        { label: 'This is a recurring event', value: 'Yes' },
        { label: 'Tags', value: 'Free, Local' },
        { label: 'Capacity', value: '20' },
        { label: 'End time', value: '' },
      ]),
    )
    expect(
      describeRow(EVENT_FIELDS, { recurring: 1, repeat_frequency: 'biweekly', repeat_until: '2027-03-05' }),
    ).toEqual(
      expect.arrayContaining([
        { label: 'Repeats', value: 'Every two weeks' },
        { label: 'Last date', value: '2027-03-05' },
      ]),
    )
    expect(describeRow(HOST_FIELDS, { nightly_rate: 275 })).toContainEqual({
      label: 'Nightly rate (USD)',
      value: '$275',
    })
    expect(columnOf('ageRecommendation')).toBe('age_recommendation')
  })

  it('registers every reviewed kind with its own table and photo type', () => {
    expect(Object.keys(REVIEWED_KINDS)).toEqual([...REVIEW_KINDS])
    const tables = REVIEW_KINDS.map((kind) => REVIEWED_KINDS[kind].table)
    expect(new Set(tables).size).toBe(REVIEW_KINDS.length)
    expect(REVIEW_KINDS.map((kind) => REVIEWED_KINDS[kind].imageType)).toEqual([
      'restaurant',
      'event',
      'activity',
      'story',
    ])
  })
})

describe('publication rules', () => {
  it('makes slugs, towns and pictures', () => {
    expect(slugify('Café Olé & Friends!')).toBe('cafe-ole-and-friends')
    expect(townOf('3345 W McCollister Dr, Teton Village, WY')).toBe('Teton Village')
    expect(townOf('somewhere')).toBe('Jackson Hole')
    expect(sceneImage('coffee')).toEqual({
      scene: 'coffee',
      alt: 'Illustration of a steaming mug of coffee at a window facing the mountains',
    })
  })

  it('maps a restaurant submission to the listing and row the seed would write', () => {
    const listing = restaurantFromSubmission(
      {
        ...review,
        name: 'Wilson Cafe',
        type: 'Cafe',
        description: 'Pie.',
        address: '1 Main St, Wilson, WY',
        phone: null,
        email: null,
        website: null,
        price_range: '$',
        tags: '["Family Friendly"]',
        amenities: '[]',
      },
      'wilson-cafe',
    )
    expect(listing).toMatchObject({
      id: 'wilson-cafe',
      town: 'Wilson',
      cuisines: ['family-friendly'],
      phone: '',
      image: { scene: 'coffee' },
    })
    expect(restaurantRow(listing, 1000, 'now')).toMatchObject({
      tags: '["Family Friendly"]',
      image_scene: 'coffee',
      sort_order: 1000,
    })
  })

  it('maps events, activities and stories with their defaults', () => {
    const eventRow = {
      ...review,
      title: 'Rodeo',
      description: 'Broncs.',
      category: 'Sports',
      date: '2027-07-01',
      start_time: '22:30',
      end_time: null,
      recurring: 0,
      repeat_frequency: null,
      repeat_until: null,
      location: 'Fairgrounds',
      address: null,
      organizer_name: 'Fair',
      organizer_email: 'f@example.com',
      organizer_phone: null,
      website: null,
      ticket_price: null,
      capacity: null,
      tags: '[]',
      feed_id: null,
      external_uid: null,
      imported_from: null,
      updates_submission_id: null,
      rrule: null,
      exdates: null,
      feed_category: null,
      cancels: 0,
    }
    const event = eventFromSubmission(eventRow, 'rodeo')
    expect(event).toMatchObject({
      // "Rodeo" says it: Cowboy Culture, not the form category Sports' Adventure.
      category: 'Cowboy Culture',
      time: '10:30 PM',
      endTime: '23:59',
      address: 'Fairgrounds',
      // No ticket price given: unknown, not free (issue 51).
      price: '',
      isFree: false,
      image: { scene: 'rodeo' },
      rrule: null,
    })
    // A recurring one repeats from its date; an unchecked box or an unusable repeat is a one-off.
    const repeat = { recurring: 1, repeat_frequency: 'monthly', repeat_until: '2027-12-31' }
    expect(eventFromSubmission({ ...eventRow, ...repeat }, 'rodeo').rrule).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=+1TH;UNTIL=20271231T235900Z',
    )
    for (const patch of [
      { recurring: 0 },
      { repeat_frequency: 'daily' },
      { repeat_until: null },
      { repeat_until: '2027-07-01' },
    ]) {
      expect(
        eventFromSubmission({ ...eventRow, ...repeat, ...patch }, 'rodeo').rrule,
        JSON.stringify(patch),
      ).toBeNull()
    }
    // An all-day event imported from a calendar feed has no times.
    const market = {
      ...review,
      title: 'Market',
      description: 'Stalls.',
      category: 'Community',
      date: '2027-12-24',
      start_time: '',
      end_time: null,
      recurring: 0,
      repeat_frequency: null,
      repeat_until: null,
      location: 'Town Square',
      address: null,
      organizer_name: 'Tavern',
      organizer_email: '',
      organizer_phone: null,
      website: null,
      ticket_price: null,
      capacity: null,
      tags: '[]',
      feed_id: 'feed-1',
      external_uid: 'market@tavern.example',
      imported_from: 'Tavern',
      updates_submission_id: null,
      rrule: null,
      exdates: null,
      feed_category: null,
      cancels: 0,
    }
    expect(eventFromSubmission(market, 'market')).toMatchObject({
      time: 'All day',
      startTime: '',
      endTime: '',
    })
    // A newer version from the feed changes on the listing only what the feed changed.
    expect(
      listingUpdate(market, { ...market, start_time: '10:00', description: 'Stalls and carols.' }),
    ).toEqual({
      start_time: '10:00',
      time: '10:00 AM',
      end_time: '12:00',
      description: 'Stalls and carols.',
      full_description: 'Stalls and carols.',
    })
    expect(listingUpdate(market, { ...market, location: 'Home Ranch' })).toEqual({
      location: 'Home Ranch',
      address: 'Home Ranch',
    })
    expect(
      listingUpdate(market, { ...market, organizer_name: 'Someone', category: 'Music', tags: '["Free"]' }),
    ).toEqual({})
    const activity = activityFromSubmission(
      {
        ...review,
        name: 'Loop',
        type: 'Hiking',
        description: 'Walk.',
        location: 'Trailhead',
        duration: '2 hours',
        difficulty: 'Difficult',
        price_range: 'Free',
        season: null,
        age_recommendation: ' ',
        requirements: 'Shoes\n\n Water ',
        safety: null,
        tags: '[]',
        amenities: '[]',
        contact_name: 'Pat',
        contact_email: 'p@example.com',
        contact_phone: null,
        website: null,
      },
      'loop',
    )
    expect(activity).toMatchObject({
      difficulty: 'Hard',
      ageGroup: 'All Ages',
      season: 'Year-Round',
      requirements: ['Shoes', 'Water'],
      safety: [],
    })
    const article = articleFromSubmission(
      {
        ...review,
        title: 'Bison Jam',
        category: 'History',
        excerpt: 'Stopped.',
        content: 'word '.repeat(450),
        location: null,
        author_name: 'Sam',
        author_email: 's@example.com',
        author_bio: null,
        tags: '[]',
        publish_date: 'soon',
        publish_immediately: 0,
        featured: 1,
        allow_comments: 1,
        featured_image: null,
      },
      'bison-jam',
      '2026-11-21T10:00:00.000Z',
    )
    expect(article).toMatchObject({
      category: 'Cowboy Culture',
      readTime: '2 min read',
      publishDate: '2026-11-21',
      featured: false,
      image: { scene: 'cowboy' },
    })
  })
})
