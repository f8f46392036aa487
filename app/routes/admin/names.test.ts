import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  PASSWORD,
  listFormPost as post,
  pageRequest,
  sessionCookie,
  toastOf,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { validEvent, validRestaurant } from '../../../tests/factories'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as eatDetailLoader, meta as eatDetailMeta } from '../eat/detail'
import { action as listingAction, loader as listingLoader } from './listing'
import { action as decideAction, loader as submissionLoader } from './submission'
import { upsertUser } from '~/lib/auth.server'
import { createEventSubmission } from '~/lib/kinds/event-submission.server'
import { createRestaurantSubmission } from '~/lib/kinds/restaurant.server'
import { getEditableListing } from '~/lib/listing-admin.server'
import { listPhotos } from '~/lib/photos/photos.server'
import { EventSubmissionSchema, RestaurantSubmissionSchema } from '~/lib/validation'

// Issue 51 item 6: a corrected name gives the address, the decision mail's name and the photos'
// alt text on approval; the correction form prefills no category nothing suggests; a meta
// description per listing; the duplicate warning on new listings and pending submissions.

withTestSecrets()
withUploadDir('guide-names-')

const metaContent = (tags: Record<string, unknown>[], key: string, value: string) =>
  tags.find((tag) => tag[key] === value)?.content

describe.each(TEST_DIALECTS)('names and addresses on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'names@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editor = await sessionCookie('names@example.com')
  })

  it('publishes a submission whose name was corrected at the corrected address, mail and photo alt text', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer()
    const id = await createRestaurantSubmission(
      t.db,
      RestaurantSubmissionSchema.parse({ ...validRestaurant, name: 'Huckelbery Hut Dinner' }),
      { submittedBy: null, images: [{ bytes: photo, mime: 'image/jpeg', size: photo.byteLength }] },
    )
    const path = `/admin/restaurants/${id}`
    const params = { kind: 'restaurants', id }
    const page = await call(submissionLoader, pageRequest(`${path}?correct=1`, { cookie: editor }), params)
    expect(page.correction.values.name).toBe('Huckelbery Hut Dinner')
    const approved = await call(
      decideAction,
      post(`${path}?correct=1`, editor, {
        ...page.correction.values,
        name: 'Huckleberry Hut Dinner',
        corrected: '1',
        intent: 'approve',
      }),
      params,
    )
    expect(await toastOf(approved)).toMatchObject({
      title: 'Approved and published.',
      description: 'Now live at /eat/huckleberry-hut-dinner',
    })
    expect(
      await t.db.selectFrom('restaurants').select('id').where('id', 'like', 'huckel%').execute(),
    ).toEqual([])
    const listing = await call(eatDetailLoader, pageRequest('/eat/huckleberry-hut-dinner'), {
      id: 'huckleberry-hut-dinner',
    })
    expect(listing.restaurant.name).toBe('Huckleberry Hut Dinner')
    expect((await listPhotos(t.db, 'restaurants', 'huckleberry-hut-dinner')).map((p) => p.alt)).toEqual([
      'Huckleberry Hut Dinner — photo 1 from the submitter',
    ])
    const published = await t.db
      .selectFrom('published_submissions')
      .select('path')
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(published.path).toBe('/eat/huckleberry-hut-dinner')
    const mail = await t.db
      .selectFrom('mail_queue')
      .select(['subject', 'text'])
      .where('kind', '=', 'decision')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    expect(`${mail.subject}\n${mail.text}`).toContain('Huckleberry Hut Dinner')
    expect(mail.text).not.toContain('Huckelbery')
    expect(mail.text).toContain('/eat/huckleberry-hut-dinner')
    // The typo was never public: no redirect from it.
    expect(await t.db.selectFrom('listing_redirects').selectAll().execute()).toEqual([])
    // History and search follow the listing.
    expect((await getEditableListing(t.db, 'restaurants', 'huckleberry-hut-dinner'))?.revision).toBe(1)
    expect(
      await t.db
        .selectFrom('search_documents')
        .select('doc_key')
        .where('doc_key', 'like', 'restaurants:huck%')
        .execute(),
    ).toEqual([{ doc_key: 'restaurants:huckleberry-hut-dinner' }])
  })

  it('leaves the correction form’s category empty (and required) when nothing suggests one', async () => {
    const id = await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({
        ...validEvent,
        title: 'Quilting Circle Meetup',
        description: 'Bring your needles and a lunch.',
        category: 'Community',
        recurring: undefined,
        repeatFrequency: undefined,
        repeatUntil: undefined,
        tags: [],
      }),
      { submittedBy: null },
    )
    const path = `/admin/events/${id}`
    const params = { kind: 'events', id }
    const page = await call(submissionLoader, pageRequest(`${path}?correct=1`, { cookie: editor }), params)
    expect(page.category.suggested).toBe('')
    expect(page.correction.values.category).toBe('')
    const refused = await call(
      decideAction,
      post(`${path}?correct=1`, editor, { ...page.correction.values, corrected: '1', intent: 'approve' }),
      params,
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.correctionErrors.category).toEqual(['Category on /events is required'])
  })

  it('uses a listing’s meta description on its page when set, its short description otherwise', async () => {
    const { id, description } = await t.db
      .selectFrom('restaurants')
      .select(['id', 'description'])
      .where('hidden', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const metaOf = async () => {
      const data = await call(eatDetailLoader, pageRequest(`/eat/${id}`), { id })
      const tags = eatDetailMeta({ data } as never) as Record<string, unknown>[]
      return [metaContent(tags, 'name', 'description'), metaContent(tags, 'property', 'og:description')]
    }
    expect(await metaOf()).toEqual([description, description])
    const listing = (await getEditableListing(t.db, 'restaurants', id))!
    const save = (meta: string) =>
      call(
        listingAction,
        post(`/admin/listings/restaurants/${id}`, editor, {
          ...listing.values,
          meta_description: meta,
          intent: 'save',
          revision: String(listing.revision),
        }),
        { type: 'restaurants', id },
      )
    const tooLong = await save('x'.repeat(161))
    expect(tooLong.init.status).toBe(400)
    expect(tooLong.data.errors.meta_description).toEqual([
      'Meta description is too long (at most 160 characters)',
    ])
    const text = 'Trout and elk by the fire, on the Town Square since 1993.'
    expect((await toastOf(await save(text)))?.title).toBe('Saved.')
    expect(await metaOf()).toEqual([text, text])
    const editorPage = await call(
      listingLoader,
      pageRequest(`/admin/listings/restaurants/${id}`, { cookie: editor }),
      { type: 'restaurants', id },
    )
    expect(editorPage.listing.values.meta_description).toBe(text)
  })

  it('warns before creating a listing that matches one by name and place, and creates it when the editor goes on', async () => {
    const existing = await t.db
      .selectFrom('restaurants')
      .select(['id', 'name', 'town'])
      .where('town', 'is not', null)
      .where('town', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    // The existing listing's values under a name written differently, as an editor would retype it.
    const values: Record<string, string | string[]> = {
      ...(await getEditableListing(t.db, 'restaurants', existing.id))!.values,
      name: `The ${existing.name.toUpperCase()}!`,
      intent: 'save',
    }
    const warned = await call(listingAction, post('/admin/listings/restaurants/new', editor, values), {
      type: 'restaurants',
    })
    expect(warned).not.toBeInstanceOf(Response)
    expect(warned.data.duplicates).toEqual([
      expect.objectContaining({
        id: existing.id,
        title: existing.name,
        editPath: `/admin/listings/restaurants/${existing.id}`,
        publicPath: `/eat/${existing.id}`,
      }),
    ])
    const count = async () =>
      (await t.db.selectFrom('restaurants').select('id').where('town', '=', existing.town).execute()).length
    const before = await count()
    const created = await call(
      listingAction,
      post('/admin/listings/restaurants/new', editor, { ...values, duplicates: 'checked' }),
      { type: 'restaurants' },
    )
    expect((await toastOf(created))?.title).toBe('Draft saved.')
    expect(await count()).toBe(before + 1)
  })

  it('warns on a pending submission that matches a listing, naming and linking it', async () => {
    const existing = await t.db
      .selectFrom('events')
      .select(['id', 'title', 'town'])
      .where('town', 'is not', null)
      .where('town', '!=', '')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const id = await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({
        ...validEvent,
        title: existing.title.toLowerCase(),
        address: `1 Main St, ${existing.town}, WY`,
      }),
      { submittedBy: null },
    )
    const page = await call(submissionLoader, pageRequest(`/admin/events/${id}`, { cookie: editor }), {
      kind: 'events',
      id,
    })
    expect(page.duplicates.map((d: { id: string }) => d.id)).toEqual([existing.id])
    const other = await createEventSubmission(
      t.db,
      EventSubmissionSchema.parse({ ...validEvent, title: 'Nothing Like It Night' }),
      { submittedBy: null },
    )
    const none = await call(submissionLoader, pageRequest(`/admin/events/${other}`, { cookie: editor }), {
      kind: 'events',
      id: other,
    })
    expect(none.duplicates).toEqual([])
  })
})
