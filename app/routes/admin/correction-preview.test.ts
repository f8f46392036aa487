import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  PASSWORD,
  listFormPost as post,
  pageRequest,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { validEvent, validRestaurant, validStory } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as eatDetailAction } from '../eat/detail'
import { action as eventDetailAction } from '../events/detail'
import { action as blogArticleAction } from '../blog-article'
import { action as decideAction, loader as submissionLoader } from './submission'
import { upsertUser } from '~/lib/auth.server'
import { readContentVersion } from '~/lib/content-version.server'
import { createEventSubmission } from '~/lib/kinds/event-submission.server'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { createStorySubmission } from '~/lib/kinds/story.server'
import { EventSubmissionSchema, RestaurantSubmissionSchema, StorySubmissionSchema } from '~/lib/validation'

// Issue 51 item 4: "Correct before approving" has a Preview: the public page with the corrections,
// as approving would publish it (a trial publication rolled back), keeping nothing.

withTestSecrets()

/** What a thrown data() carries: its status and its words. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (thrown) {
    const { data, init } = thrown as { data?: unknown; init?: { status?: number } }
    return { status: init?.status, message: data }
  }
  throw new Error('not refused')
}

describe.each(TEST_DIALECTS)('the correction form’s preview on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'fixer@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'guest@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('fixer@example.com')
    visitor = await sessionCookie('guest@example.com')
  })

  async function correctionValues(kind: string, id: string) {
    const page = await call(
      submissionLoader,
      pageRequest(`/admin/${kind}/${id}?correct=1`, { cookie: editor }),
      { kind, id },
    )
    return page.correction.values as Record<string, string | string[]>
  }

  it('shows a restaurant as approving with the corrections would publish it, at its corrected address, and keeps nothing', async () => {
    const id = await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({ ...validRestaurant, name: 'Huckelbery Hut Diner' }),
      { submittedBy: null },
    )
    const values = await correctionValues('restaurants', id)
    const version = await readContentVersion(t.db)
    const path = `/admin/preview/submissions/restaurants/${id}`
    const corrected = { ...values, name: 'Huckleberry Hut Diner', location: '12 Pearl Ave, Jackson, WY' }
    const shown = await call(eatDetailAction, post(path, editor, { ...corrected, intent: 'preview' }), { id })
    expect(shown.preview.restaurant).toMatchObject({
      id: 'huckleberry-hut-diner',
      name: 'Huckleberry Hut Diner',
      location: '12 Pearl Ave, Jackson, WY',
    })
    expect(JSON.stringify(shown.preview.ld)).toContain('Huckleberry Hut Diner')
    // Nothing was kept: no listing, still pending, no mail, no log, no new content version.
    expect(await t.db.selectFrom('restaurants').select('id').where('id', 'like', 'huck%').execute()).toEqual(
      [],
    )
    const row = await t.db
      .selectFrom('restaurant_submissions')
      .select(['status', 'name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending', name: 'Huckelbery Hut Diner' })
    expect(
      await t.db.selectFrom('published_submissions').select('path').where('submission_id', '=', id).execute(),
    ).toEqual([])
    expect(
      await t.db.selectFrom('editorial_log').select('action').where('subject_id', '=', id).execute(),
    ).toEqual([])
    expect(await readContentVersion(t.db)).toBe(version)

    // Corrections approving would refuse are named; the public page itself takes no form.
    const refused = await refusal(() =>
      call(eatDetailAction, post(path, editor, { ...corrected, name: '', intent: 'preview' }), { id }),
    )
    expect(refused.status).toBe(400)
    expect(refused.message).toMatch(/^This preview cannot be shown until the corrections are fixed\. Name: /)
    expect(
      await thrownStatus(() =>
        call(eatDetailAction, post(`/eat/${id}`, editor, { ...corrected, intent: 'preview' }), { id }),
      ),
    ).toBe(405)
    // Editors only.
    expect(await thrownStatus(() => call(eatDetailAction, post(path, '', corrected), { id }))).toBe(401)
    expect(await thrownStatus(() => call(eatDetailAction, post(path, visitor, corrected), { id }))).toBe(403)

    // Once decided, there is nothing to preview, and it says why.
    await call(
      decideAction,
      post(`/admin/restaurants/${id}?correct=1`, editor, { ...corrected, corrected: '1', intent: 'approve' }),
      { kind: 'restaurants', id },
    )
    const late = await refusal(() => call(eatDetailAction, post(path, editor, corrected), { id }))
    expect(late).toEqual({
      status: 409,
      message: 'This submission is no longer pending: an editor approved or rejected it meanwhile.',
    })
  })

  it('previews an event and a story with their corrections', async () => {
    const eventId = await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({
        ...validEvent,
        title: 'Elk Refuge Sleigh Rides',
        recurring: undefined,
        repeatFrequency: undefined,
        repeatUntil: undefined,
      }),
      { submittedBy: null },
    )
    const eventValues = await correctionValues('events', eventId)
    const event = await call(
      eventDetailAction,
      post(`/admin/preview/submissions/events/${eventId}`, editor, {
        ...eventValues,
        title: 'National Elk Refuge Sleigh Rides',
        category: eventValues.category || 'Family Events',
      }),
      { id: eventId },
    )
    expect(event.preview.event.title).toBe('National Elk Refuge Sleigh Rides')
    expect(event.preview.recurrence).toBeDefined()

    const storyId = await createStorySubmission(
      t.db,
      StorySubmissionSchema.parse({ ...validStory, title: 'Ice on the Gros Ventre' }),
      { submittedBy: null },
    )
    const storyValues = await correctionValues('stories', storyId)
    const story = await call(
      blogArticleAction,
      post(`/admin/preview/submissions/stories/${storyId}`, editor, {
        ...storyValues,
        title: 'Thin Ice on the Gros Ventre',
      }),
      { slug: storyId },
    )
    expect(story.preview.article.title).toBe('Thin Ice on the Gros Ventre')
    expect(
      await t.db.selectFrom('articles').select('id').where('title', 'like', '%Gros Ventre%').execute(),
    ).toEqual([])
  })
})
