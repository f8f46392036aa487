import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
  withUploadDir,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { action as proposalsAction, loader as proposalsLoader } from '../../routes/admin/proposals'
import { loader as eatDetailLoader } from '../../routes/eat/detail'
import { loader as mediaLoader } from '../../routes/media-photo'
import { action as photosAction, loader as photosLoader } from '../../routes/partner/photos'
import { upsertUser } from '../auth.server'
import { setListingHidden } from '../listing-admin.server'
import { listPhotos } from '../photos/photos.server'
import { grantPartner, setPartnerTrusted } from './partners.server'
import { countProposalsWaiting } from './proposal-decisions.server'

// A business's photos of its own listing (issue 44 item 2), on SQLite and PostgreSQL: a partner's
// waits for an editor and is seen by nobody else meanwhile; a trusted partner's is published at once
// and listed for a look; an editor approves, or rejects with a reason that is mailed.

withTestSecrets()
withUploadDir('guide-partner-photos-')

const jpeg = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()

describe.each(TEST_DIALECTS)('a business’s photos on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  const who = { partner: '', trusted: '', editor: '', other: '' }
  let mine = ''
  let theirs = ''
  let partnerId = ''

  beforeAll(async () => {
    const make = async (email: string, role: 'editor' | null) => {
      const { id } = await upsertUser(t.db, { email, password: PASSWORD, role }, dialect)
      return { id, cookie: await sessionCookie(email) }
    }
    const partner = await make('photos-owner@example.com', null)
    const trusted = await make('photos-trusted@example.com', null)
    const editor = await make('photos-editor@example.com', 'editor')
    const other = await make('photos-other@example.com', null)
    Object.assign(who, {
      partner: partner.cookie,
      trusted: trusted.cookie,
      editor: editor.cookie,
      other: other.cookie,
    })
    partnerId = partner.id
    const rows = await t.db
      .selectFrom('restaurants')
      .select('id')
      .where('hidden', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute()
    mine = rows[0]!.id
    theirs = rows[1]!.id
    await grantPartner(t.db, { type: 'restaurants', id: mine, userId: partner.id, grantedBy: editor.id })
    await grantPartner(t.db, { type: 'restaurants', id: theirs, userId: trusted.id, grantedBy: editor.id })
    await setPartnerTrusted(t.db, 'restaurants', theirs, trusted.id, true)
  })

  const path = (id: string) => `/partner/restaurants/${id}/photos`
  async function upload(id: string, cookie: string, fields: Record<string, string>, file?: Buffer) {
    const form = new FormData()
    for (const [name, value] of Object.entries({ intent: 'upload', ...fields })) form.append(name, value)
    if (file) form.append('photo', new File([new Uint8Array(file)], 'front.jpg', { type: 'image/jpeg' }))
    const request = new Request(`http://localhost${path(id)}`, {
      method: 'POST',
      body: form,
      headers: { cookie, 'x-client-ip': '198.51.100.30' },
    })
    return call(photosAction, request, { type: 'restaurants', id })
  }
  const media = (id: string, cookie?: string) =>
    call(mediaLoader, pageRequest(`/media/photos/${id}/480.jpg`, { cookie }), { id, file: '480.jpg' })

  it('asks for alt text and a picture, and keeps what was typed', async () => {
    const answer = (await upload(mine, who.partner, { alt: '', caption: 'Our patio' }, await jpeg())) as {
      data: { errors: Record<string, string[]>; values: Record<string, string> }
      init: { status: number }
    }
    expect(answer.init.status).toBe(400)
    expect(Object.keys(answer.data.errors)).toEqual(['alt'])
    expect(answer.data.values.caption).toBe('Our patio')
    const noFile = (await upload(mine, who.partner, { alt: 'The patio' })) as { data: { errors: object } }
    expect(Object.keys(noFile.data.errors)).toEqual(['photo'])
    expect(await listPhotos(t.db, 'restaurants', mine)).toEqual([])
  })

  it('a partner’s photo waits for an editor: not on the public page, its file for the partner and editors only', async () => {
    const response = (await upload(
      mine,
      who.partner,
      { alt: 'The patio at sunset' },
      await jpeg(),
    )) as Response
    expect(response.status).toBe(302)
    expect(await listPhotos(t.db, 'restaurants', mine)).toEqual([])
    const page = await call(eatDetailLoader, pageRequest(`/eat/${mine}`), { id: mine })
    expect(page.photos).toEqual([])
    const own = await call(photosLoader, pageRequest(path(mine), { cookie: who.partner }), {
      type: 'restaurants',
      id: mine,
    })
    expect(own.photos).toHaveLength(1)
    expect(own.photos[0]).toMatchObject({ alt: 'The patio at sunset', review: 'pending' })
    const id = own.photos[0].id as string
    expect(await thrownStatus(() => media(id))).toBe(404)
    expect(await thrownStatus(() => media(id, who.other))).toBe(404)
    expect(((await media(id, who.partner)) as Response).headers.get('cache-control')).toBe(
      'private, no-store',
    )
    expect(((await media(id, who.editor)) as Response).status).toBe(200)
    // Hiding and showing the listing does not publish it.
    await setListingHidden(t.db, 'restaurants', mine, true, partnerId)
    await setListingHidden(t.db, 'restaurants', mine, false, partnerId)
    expect(await thrownStatus(() => media(id))).toBe(404)
    expect(await countProposalsWaiting(t.db)).toBe(1)
  })

  it('an editor approves it: published on the listing, its file public', async () => {
    const queue = await call(proposalsLoader, pageRequest('/admin/proposals', { cookie: who.editor }))
    expect(queue.photos.pending).toHaveLength(1)
    const photo = queue.photos.pending[0]
    expect(photo).toMatchObject({ alt: 'The patio at sunset', email: 'photos-owner@example.com' })
    const answer = (await call(
      proposalsAction,
      listFormPost('/admin/proposals', who.editor, { intent: 'approve-photo', photoId: photo.id }),
    )) as Response
    expect(answer.status).toBe(302)
    expect((await listPhotos(t.db, 'restaurants', mine)).map((p) => p.alt)).toEqual(['The patio at sunset'])
    expect(((await media(photo.id)) as Response).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
    const twice = (await call(
      proposalsAction,
      listFormPost('/admin/proposals', who.editor, { intent: 'approve-photo', photoId: photo.id }),
    )) as { init: { status: number } }
    expect(twice.init.status).toBe(409)
    expect(await countProposalsWaiting(t.db)).toBe(0)
  })

  it('an editor rejects one with a reason: gone, files too, and the reason mailed', async () => {
    await upload(mine, who.partner, { alt: 'A blurry sign' }, await jpeg())
    const queue = await call(proposalsLoader, pageRequest('/admin/proposals', { cookie: who.editor }))
    const photo = queue.photos.pending[0]
    const noReason = (await call(
      proposalsAction,
      listFormPost('/admin/proposals', who.editor, {
        intent: 'reject-photo',
        photoId: photo.id,
        reason: ' ',
      }),
    )) as { init: { status: number } }
    expect(noReason.init.status).toBe(400)
    const rejected = (await call(
      proposalsAction,
      listFormPost('/admin/proposals', who.editor, {
        intent: 'reject-photo',
        photoId: photo.id,
        reason: 'Too blurry to show <b>the sign</b>.',
      }),
    )) as Response
    expect(rejected.status).toBe(302)
    expect(await thrownStatus(() => media(photo.id, who.editor))).toBe(404)
    const mail = await t.db
      .selectFrom('mail_queue')
      .select(['to', 'text', 'html'])
      .where('kind', '=', 'proposal-rejected')
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]!.to).toBe('photos-owner@example.com')
    expect(mail[0]!.text).toContain('Too blurry to show <b>the sign</b>.')
    expect(mail[0]!.html).toContain('&lt;b&gt;the sign&lt;/b&gt;')
  })

  it('a trusted partner’s photo is published at once and listed for a look', async () => {
    const response = (await upload(
      theirs,
      who.trusted,
      { alt: 'Bison burger on a plate' },
      await jpeg(),
    )) as Response
    expect(response.status).toBe(302)
    expect((await listPhotos(t.db, 'restaurants', theirs)).map((p) => p.alt)).toEqual([
      'Bison burger on a plate',
    ])
    const queue = await call(proposalsLoader, pageRequest('/admin/proposals', { cookie: who.editor }))
    expect(queue.photos.pending).toEqual([])
    expect(queue.photos.toLook.map((p: { alt: string }) => p.alt)).toEqual(['Bison burger on a plate'])
    expect(await countProposalsWaiting(t.db)).toBe(1)
    await call(
      proposalsAction,
      listFormPost('/admin/proposals', who.editor, {
        intent: 'looked-photo',
        photoId: queue.photos.toLook[0].id,
      }),
    )
    expect(await countProposalsWaiting(t.db)).toBe(0)
    expect(await listPhotos(t.db, 'restaurants', theirs)).toHaveLength(1)
  })

  it('no one else may decide: a partner posting to the queue is refused', async () => {
    expect(
      await thrownStatus(() =>
        call(
          proposalsAction,
          listFormPost('/admin/proposals', who.partner, { intent: 'approve-photo', photoId: 'x' }),
        ),
      ),
    ).toBe(403)
  })
})
