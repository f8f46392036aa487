import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost as post,
  pageRequest,
  PASSWORD,
  sessionCookie,
  withTestSecrets,
} from '../../../tests/helpers'
import { validRestaurant, validStory } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as decideAction } from './submission'
import { loader as queueLoader } from './submissions'
import { upsertUser } from '~/lib/auth.server'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { createStorySubmission } from '~/lib/kinds/story.server'
import { parseQueueFilters } from '~/lib/listing-filters'
import { RestaurantSubmissionSchema, StorySubmissionSchema } from '~/lib/validation'

withTestSecrets()

it('reads the queue filters leniently (an unknown sort is the queue’s own order)', () => {
  expect(parseQueueFilters(new URLSearchParams('town=%20Wilson&category=Cafe&sort=updated'))).toEqual({
    town: 'Wilson',
    category: 'Cafe',
    sort: 'updated',
  })
  expect(parseQueueFilters(new URLSearchParams('sort=sideways'))).toEqual({
    town: '',
    category: '',
    sort: '',
  })
})

describe.each(TEST_DIALECTS)('the submission queues filtered by town and category on %s', (dialect) => {
  const t = useAppDatabase(dialect)
  let editor: string
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'qf-editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('qf-editor@example.com')
    const places = [
      ['Queue Wilson Cafe', 'Cafe', '1 Main St, Wilson, WY'],
      ['Queue Afton Diner', 'American', '2 Washington St, Afton, WY'],
      ['Queue Jackson Cafe', 'Cafe', '3 Broadway, Jackson, WY'],
      ['Queue Wilson Steaks', 'Western', '4 Fish Creek Rd, Wilson, WY'],
    ] as const
    for (const [name, type, address] of places) {
      ids[name] = await createRestaurantSubmission(
        t.db,
        RestaurantSubmissionSchema.parse({ ...validRestaurant, name, type, address }),
        { submittedBy: null },
      )
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    // The steakhouse is decided: its town and category are no longer offered (only pending ones are).
    await call(
      decideAction,
      post(`/admin/restaurants/${ids['Queue Wilson Steaks']}`, editor, {
        intent: 'reject',
        reason: 'Outside our area',
      }),
      { kind: 'restaurants', id: ids['Queue Wilson Steaks']! },
    )
  })

  const queue = async (kind: string, query = '') =>
    (await call(queueLoader, pageRequest(`/admin/${kind}${query}`, { cookie: editor }), { kind })) as {
      filters: { town: string; category: string; sort: string }
      options: { towns: string[]; categories: string[] }
      items: { id: string; title: string; status: string }[]
      total: number
    }
  const titles = (page: Awaited<ReturnType<typeof queue>>) => page.items.map((item) => item.title)

  it('offers the towns and categories of the pending submissions, the town their listing would get', async () => {
    const page = await queue('restaurants')
    expect(page.options).toEqual({ towns: ['Afton', 'Jackson', 'Wilson'], categories: ['American', 'Cafe'] })
    // A chosen value stays offered even when no pending submission has it any more.
    expect((await queue('restaurants', '?category=Western')).options.categories).toEqual([
      'American',
      'Cafe',
      'Western',
    ])
  })

  it('filters by town and category, with the status filter, and sorts by the last change', async () => {
    expect(titles(await queue('restaurants', '?town=Wilson'))).toEqual([
      'Queue Wilson Cafe',
      'Queue Wilson Steaks',
    ])
    expect(titles(await queue('restaurants', '?town=Wilson&status=pending'))).toEqual(['Queue Wilson Cafe'])
    expect(titles(await queue('restaurants', '?category=Cafe'))).toEqual([
      'Queue Jackson Cafe',
      'Queue Wilson Cafe',
    ])
    const both = await queue('restaurants', '?category=Cafe&town=Jackson')
    expect(titles(both)).toEqual(['Queue Jackson Cafe'])
    expect(both.total).toBe(1)
    expect(titles(await queue('restaurants', '?town=Moose'))).toEqual([])

    // The queue's own order: pending first (newest first), then the decided.
    expect(titles(await queue('restaurants'))).toEqual([
      'Queue Jackson Cafe',
      'Queue Afton Diner',
      'Queue Wilson Cafe',
      'Queue Wilson Steaks',
    ])
    // Recently updated: the decision counts, so the steakhouse (decided last) comes first.
    expect(titles(await queue('restaurants', '?sort=updated'))).toEqual([
      'Queue Wilson Steaks',
      'Queue Jackson Cafe',
      'Queue Afton Diner',
      'Queue Wilson Cafe',
    ])
    expect(titles(await queue('restaurants', '?sort=oldest'))).toEqual([
      'Queue Wilson Cafe',
      'Queue Afton Diner',
      'Queue Jackson Cafe',
      'Queue Wilson Steaks',
    ])
    expect(titles(await queue('restaurants', '?sort=title&status=pending'))).toEqual([
      'Queue Afton Diner',
      'Queue Jackson Cafe',
      'Queue Wilson Cafe',
    ])
  })

  it('a queue whose listings have no town (stories) offers no town filter and ignores one', async () => {
    await createStorySubmission(t.db, StorySubmissionSchema.parse(validStory), { submittedBy: null })
    const page = await queue('stories', '?town=Afton')
    expect(page.options.towns).toEqual([])
    expect(page.options.categories).toEqual([validStory.category])
    expect(page.filters.town).toBe('')
    expect(titles(page)).toEqual([validStory.title])
    expect(titles(await queue('stories', '?category=Nope'))).toEqual([])
  })
})
