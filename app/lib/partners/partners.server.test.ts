import { beforeAll, describe, expect, it } from 'vitest'
import { pageRequest, PASSWORD, sessionCookie, thrownStatus, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { renameListing } from '../addresses.server'
import { upsertUser } from '../auth.server'
import { deleteListing } from '../listing-admin.server'
import {
  grantPartner,
  listingPartners,
  partnerListings,
  requirePartnerOf,
  revokePartner,
  setPartnerTrusted,
} from './partners.server'

withTestSecrets()

describe.each(TEST_DIALECTS)('who may act for a listing on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let owner: { id: string; cookie: string }
  let other: { id: string; cookie: string }
  let editorId: string

  beforeAll(async () => {
    const make = async (email: string) => {
      const { id } = await upsertUser(t.db, { email, password: PASSWORD, role: null }, dialect)
      return { id, cookie: await sessionCookie(email) }
    }
    owner = await make('owner@example.com')
    other = await make('other@example.com')
    editorId = (
      await upsertUser(t.db, { email: 'granter@example.com', password: PASSWORD, role: 'editor' }, dialect)
    ).id
  })

  it('grants, lists, trusts and revokes; anyone else gets the 404 a missing listing gets', async () => {
    const listing = await t.db.selectFrom('restaurants').select(['id', 'name']).limit(2).execute()
    const [mine, theirs] = listing as [{ id: string; name: string }, { id: string; name: string }]
    await grantPartner(t.db, { type: 'restaurants', id: mine.id, userId: owner.id, grantedBy: editorId })
    await grantPartner(t.db, { type: 'restaurants', id: mine.id, userId: owner.id, grantedBy: editorId })
    await grantPartner(t.db, { type: 'restaurants', id: theirs.id, userId: other.id, grantedBy: null })
    expect(await partnerListings(t.db, owner.id)).toEqual([
      expect.objectContaining({ type: 'restaurants', id: mine.id, title: mine.name, trusted: false }),
    ])
    const request = (cookie: string) => pageRequest(`/partner/restaurants/${mine.id}`, { cookie })
    expect(await requirePartnerOf(t.db, request(owner.cookie), 'restaurants', mine.id)).toMatchObject({
      type: 'restaurants',
      id: mine.id,
      trusted: false,
    })
    expect(
      await thrownStatus(() => requirePartnerOf(t.db, request(other.cookie), 'restaurants', mine.id)),
    ).toBe(404)
    expect(
      await thrownStatus(() => requirePartnerOf(t.db, request(owner.cookie), 'restaurants', 'no-such')),
    ).toBe(404)
    expect(await thrownStatus(() => requirePartnerOf(t.db, request(owner.cookie), 'articles', mine.id))).toBe(
      404,
    )
    expect(
      await thrownStatus(() => requirePartnerOf(t.db, pageRequest('/partner'), 'restaurants', mine.id)),
    ).toBe(401)

    await setPartnerTrusted(t.db, 'restaurants', mine.id, owner.id, true)
    expect((await listingPartners(t.db, 'restaurants', mine.id)).map((p) => [p.email, p.trusted])).toEqual([
      ['owner@example.com', 1],
    ])
    // A new address: the partner follows the listing. Deleted: nobody acts for it.
    expect(await renameListing(t.db, 'restaurants', mine.id, `${mine.id}-moved`, editorId)).toMatchObject({
      ok: true,
    })
    expect((await partnerListings(t.db, owner.id)).map((l) => l.id)).toEqual([`${mine.id}-moved`])
    expect(await deleteListing(t.db, 'restaurants', `${mine.id}-moved`, editorId)).toBe(true)
    expect(await partnerListings(t.db, owner.id)).toEqual([])
    expect(await revokePartner(t.db, 'restaurants', theirs.id, other.id)).toBe(true)
    expect(await revokePartner(t.db, 'restaurants', theirs.id, other.id)).toBe(false)
  })
})
