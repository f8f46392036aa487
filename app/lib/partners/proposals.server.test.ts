import { beforeAll, describe, expect, it } from 'vitest'
import {
  asData,
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  toastOf,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as eatDetailLoader } from '../../routes/eat/detail'
import { action as partnerIndexAction, loader as partnerIndexLoader } from '../../routes/partner/index'
import { action as partnerListingAction, loader as partnerListingLoader } from '../../routes/partner/listing'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '../../routes/partner/unsubscribe'
import { action as proposalAction, loader as proposalLoader } from '../../routes/admin/proposal'
import { loader as proposalsLoader } from '../../routes/admin/proposals'
import { upsertUser } from '../auth.server'
import { readContentVersion } from '../content-version.server'
import { getEditableListing } from '../listing-admin.server'
import { listRevisions } from '../listing-revisions.server'
import { grantPartner, setPartnerTrusted } from './partners.server'
import { countProposalsWaiting } from './proposal-decisions.server'
import { PARTNER_FIELDS } from './proposals.server'
import { queueFreshnessReminders, reminderUnsubscribeToken } from './reminders.server'

withTestSecrets()

describe.each(TEST_DIALECTS)('partners’ proposed changes on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let partner: { id: string; cookie: string }
  let trusted: { id: string; cookie: string }
  let editor: { id: string; cookie: string }
  let mine: string
  let theirs: string

  beforeAll(async () => {
    const make = async (email: string, role: 'editor' | null) => {
      const { id } = await upsertUser(t.db, { email, password: PASSWORD, role }, dialect)
      return { id, cookie: await sessionCookie(email) }
    }
    partner = await make('owner@example.com', null)
    trusted = await make('trusted@example.com', null)
    editor = await make('editor@example.com', 'editor')
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

  const path = (id: string) => `/partner/restaurants/${id}`
  const open = (id: string, cookie: string) =>
    call(partnerListingLoader, pageRequest(path(id), { cookie }), { type: 'restaurants', id })
  const send = (id: string, cookie: string, fields: Record<string, string | string[]>) =>
    call(partnerListingAction, listFormPost(path(id), cookie, fields), { type: 'restaurants', id })
  const partnerForm = (page: { values: Record<string, string | string[]>; revision: number }) => ({
    ...(page.values as Record<string, string>),
    revision: String(page.revision),
    intent: 'save',
  })

  it('shows the partner only the fields partners may change, from the kind’s editor spec', async () => {
    const page = await open(mine, partner.cookie)
    const names: string[] = page.fields.map((f: { name: string }) => f.name)
    expect(names.filter((name) => !name.includes('__'))).toEqual(PARTNER_FIELDS.restaurants)
    // and each text field's Spanish beside it (decision 057)
    expect(names).toContain('description__es')
    expect(names).not.toContain('phone__es')
    expect(page.fields.find((f: { name: string }) => f.name === 'opening_hours').input).toBe('opening_hours')
    const area = await call(partnerIndexLoader, pageRequest('/partner', { cookie: partner.cookie }))
    expect(area.listings.map((l: { id: string }) => l.id)).toEqual([mine])
    expect(area.listings[0].checked).toMatch(/^Checked by our editors on /)
  })

  it('refuses a field partners may not change, named, and stores nothing', async () => {
    const page = await open(mine, partner.cookie)
    const before = await getEditableListing(t.db, 'restaurants', mine)
    const answer = asData(
      await send(mine, partner.cookie, { ...partnerForm(page), phone: '307-555-0100', name: 'Mine Now' }),
    )
    expect(answer.init?.status).toBe(400)
    expect((answer.data as { error?: string }).error).toMatch(/Name can only be changed by our editors/)
    expect(answer.data.errors?.name).toEqual(['Name can only be changed by our editors.'])
    expect(await t.db.selectFrom('listing_proposals').selectAll().execute()).toEqual([])
    expect(await getEditableListing(t.db, 'restaurants', mine)).toEqual(before)
  })

  it('checks the values with the kind’s rules (opening hours in OSM syntax)', async () => {
    const page = await open(mine, partner.cookie)
    const answer = asData(
      await send(mine, partner.cookie, { ...partnerForm(page), opening_hours: 'whenever we like' }),
    )
    expect(answer.init?.status).toBe(400)
    expect(answer.data.errors?.opening_hours?.length).toBeGreaterThan(0)
    expect(answer.data.values?.opening_hours).toBe('whenever we like')
  })

  it('keeps a save as a pending proposal; the listing is unchanged until an editor approves', async () => {
    const page = await open(mine, partner.cookie)
    const response = (await send(mine, partner.cookie, {
      ...partnerForm(page),
      opening_hours: 'Mo-Su 07:00-15:00',
      phone: '(307) 555-0101',
    })) as Response
    expect(response.status).toBe(302)
    expect((await toastOf(response))?.title).toBe('Sent for review.')
    expect((await getEditableListing(t.db, 'restaurants', mine))!.values.phone).not.toBe('(307) 555-0101')
    const after = await open(mine, partner.cookie)
    expect(after.proposals).toHaveLength(1)
    expect(after.proposals[0]).toMatchObject({ status: 'pending' })
    expect(after.proposals[0].changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'opening_hours',
      'phone',
    ])
    expect(await countProposalsWaiting(t.db)).toBe(1)
    const queue = await call(proposalsLoader, pageRequest('/admin/proposals', { cookie: editor.cookie }))
    expect(queue.pending.map((p: { title: string }) => p.title)).toEqual([page.title])
  })

  it('refuses a save from a stale revision, showing what changed, and keeps what was typed', async () => {
    const page = await open(mine, partner.cookie)
    // An editor saves meanwhile (through the back office's own update).
    const { updateListing } = await import('../listing-admin.server')
    const { withChoices, valuesAsInput, parseEditorValues } = await import('../kinds/editor.server')
    const { editorOf } = await import('../listing-admin.server')
    const { listingPlaceRules } = await import('~/routes/admin/listing-place.server')
    const spec = await withChoices(t.db, editorOf('restaurants'))
    const current = (await getEditableListing(t.db, 'restaurants', mine))!
    const values = { ...current.values, website: 'https://edited.example.com' }
    const parsed = parseEditorValues(spec, listingPlaceRules(), valuesAsInput(spec, values), values)
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors))
    const saved = await updateListing(t.db, 'restaurants', mine, parsed.data, {
      actorId: editor.id,
      baseRevision: current.revision,
    })
    expect(saved.ok).toBe(true)
    const answer = asData(await send(mine, partner.cookie, { ...partnerForm(page), hours: 'Daily 7am-3pm' }))
    expect(answer.init?.status).toBe(409)
    expect((answer.data as { error?: string }).error).toMatch(/changed since you opened this page/)
    const stale = (
      answer.data as unknown as { stale: { revision: number; changes: { field: string; new: string }[] } }
    ).stale
    expect(stale.changes).toEqual([
      expect.objectContaining({ field: 'website', new: 'https://edited.example.com' }),
    ])
    expect(answer.data.values?.hours).toBe('Daily 7am-3pm')
    expect(await countProposalsWaiting(t.db)).toBe(1)
    // Sent again from the newer revision: kept.
    const again = (await send(mine, partner.cookie, {
      ...partnerForm(page),
      hours: 'Daily 7am-3pm',
      revision: String(stale.revision),
    })) as Response
    expect(again.status).toBe(302)
    expect(await countProposalsWaiting(t.db)).toBe(2)
  })

  it('an editor approves with a correction: a revision by the editor, checked by the business, content version bumped', async () => {
    const pendings = await t.db
      .selectFrom('listing_proposals')
      .select(['id', 'changes'])
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .execute()
    const first = pendings[0]!.id
    const shown = await call(
      proposalLoader,
      pageRequest(`/admin/proposals/${first}`, { cookie: editor.cookie }),
      {
        id: first,
      },
    )
    expect(shown.diff.changes.map((c: { field: string }) => c.field).sort()).toEqual([
      'opening_hours',
      'phone',
    ])
    const version = await readContentVersion(t.db)
    const response = (await call(
      proposalAction,
      listFormPost(`/admin/proposals/${first}`, editor.cookie, {
        ...(shown.diff.proposed as Record<string, string>),
        opening_hours: 'Mo-Su 07:30-15:00',
        intent: 'approve',
      }),
      { id: first },
    )) as Response
    expect(response.status).toBe(302)
    const listing = (await getEditableListing(t.db, 'restaurants', mine))!
    expect(listing.values).toMatchObject({ opening_hours: 'Mo-Su 07:30-15:00', phone: '(307) 555-0101' })
    const [latest] = await listRevisions(t.db, 'restaurants', mine)
    expect(latest!.author).toBe('editor@example.com')
    expect(latest!.changes.map((c) => c.field).sort()).toEqual(['opening_hours', 'phone'])
    const row = await t.db
      .selectFrom('restaurants')
      .select(['checked_by', 'checked_by_user'])
      .where('id', '=', mine)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ checked_by: 'business', checked_by_user: partner.id })
    expect(await readContentVersion(t.db)).not.toBe(version)
    const publicPage = await call(eatDetailLoader, pageRequest(`/eat/${mine}`), { id: mine })
    expect(publicPage.checked.text).toMatch(/^Checked by the business on /)
    // Approving twice: refused.
    const twice = asData(
      await call(
        proposalAction,
        listFormPost(`/admin/proposals/${first}`, editor.cookie, { intent: 'approve' }),
        {
          id: first,
        },
      ),
    )
    expect(twice.init?.status).toBe(409)
  })

  it('an editor rejects with a reason, mailed to the partner; a reason is required', async () => {
    const [pending] = await t.db
      .selectFrom('listing_proposals')
      .select('id')
      .where('status', '=', 'pending')
      .execute()
    const id = pending!.id
    const missing = asData(
      await call(
        proposalAction,
        listFormPost(`/admin/proposals/${id}`, editor.cookie, { intent: 'reject', reason: ' ' }),
        {
          id,
        },
      ),
    )
    expect(missing.init?.status).toBe(400)
    const response = (await call(
      proposalAction,
      listFormPost(`/admin/proposals/${id}`, editor.cookie, {
        intent: 'reject',
        reason: 'Our hours come from the sign <b>at the door</b>.',
      }),
      { id },
    )) as Response
    expect(response.status).toBe(302)
    const mail = await t.db
      .selectFrom('mail_queue')
      .select(['to', 'kind', 'text', 'html'])
      .where('kind', '=', 'proposal-rejected')
      .execute()
    expect(mail).toHaveLength(1)
    expect(mail[0]!.to).toBe('owner@example.com')
    expect(mail[0]!.text).toContain('> Our hours come from the sign <b>at the door</b>.')
    expect(mail[0]!.html).toContain('&lt;b&gt;at the door&lt;/b&gt;')
    const page = await open(mine, partner.cookie)
    expect(page.proposals[0]).toMatchObject({
      status: 'rejected',
      reason: 'Our hours come from the sign <b>at the door</b>.',
    })
    expect(await countProposalsWaiting(t.db)).toBe(0)
  })

  it('a trusted partner publishes at once; the change is listed for a look', async () => {
    const page = await open(theirs, trusted.cookie)
    const response = (await send(theirs, trusted.cookie, {
      ...partnerForm(page),
      hours: 'Closed Mondays',
      booking_url: 'https://tables.example.org/book/42',
    })) as Response
    expect(response.status).toBe(302)
    expect((await toastOf(response))?.title).toBe('Published.')
    const listing = (await getEditableListing(t.db, 'restaurants', theirs))!
    expect(listing.values.hours).toBe('Closed Mondays')
    // The booking link is a fact the business keeps; the public page books there.
    expect(listing.values.booking_url).toBe('https://tables.example.org/book/42')
    const publicPage = await call(eatDetailLoader, pageRequest(`/eat/${theirs}`), { id: theirs })
    expect(publicPage.restaurant.bookingUrl).toBe('https://tables.example.org/book/42')
    const [latest] = await listRevisions(t.db, 'restaurants', theirs)
    expect(latest!.author).toBe('trusted@example.com')
    const row = await t.db
      .selectFrom('restaurants')
      .select(['checked_by', 'checked_by_user'])
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ checked_by: 'business', checked_by_user: trusted.id })
    const queue = await call(proposalsLoader, pageRequest('/admin/proposals', { cookie: editor.cookie }))
    expect(queue.toLook).toHaveLength(1)
    expect(queue.toLook[0]).toMatchObject({ status: 'published', changes: ['Hours', 'Booking link'] })
    expect(await countProposalsWaiting(t.db)).toBe(1)
    const id = queue.toLook[0].id
    const looked = (await call(
      proposalAction,
      listFormPost(`/admin/proposals/${id}`, editor.cookie, { intent: 'looked' }),
      {
        id,
      },
    )) as Response
    expect(looked.status).toBe(302)
    expect(await countProposalsWaiting(t.db)).toBe(0)
  })

  it('“Still accurate” confirms the facts as checked by the business', async () => {
    await t.db
      .updateTable('restaurants')
      .set({ checked_at: '2020-01-01T18:00:00.000Z', checked_by: 'editor' })
      .where('id', '=', mine)
      .execute()
    const response = (await call(
      partnerIndexAction,
      listFormPost('/partner', partner.cookie, { intent: 'confirm-checked', type: 'restaurants', id: mine }),
    )) as Response
    expect(response.status).toBe(302)
    const publicPage = await call(eatDetailLoader, pageRequest(`/eat/${mine}`), { id: mine })
    expect(publicPage.checked).toMatchObject({
      stale: false,
      text: expect.stringMatching(/^Checked by the business on /),
    })
  })

  it('reminds partners of listings 150+ days unchecked, once a month at most, until they unsubscribe', async () => {
    const ago = (days: number, from: Date) => new Date(from.getTime() - days * 86_400_000).toISOString()
    const now = new Date()
    await t.db
      .updateTable('restaurants')
      .set({ checked_at: ago(151, now), checked_by: 'editor' })
      .where('id', '=', mine)
      .execute()
    await t.db
      .updateTable('restaurants')
      .set({ checked_at: ago(20, now), checked_by: 'business' })
      .where('id', '=', theirs)
      .execute()
    const reminders = () =>
      t.db
        .selectFrom('mail_queue')
        .select(['to', 'text', 'headers'])
        .where('kind', '=', 'partner-reminder')
        .execute()
    expect(await queueFreshnessReminders(t.db, now)).toBe(1)
    const [mail] = await reminders()
    expect(mail!.to).toBe('owner@example.com')
    expect(mail!.text).toContain(`/partner/restaurants/${mine}`)
    expect(mail!.text).toContain('/partner/unsubscribe?token=')
    expect(JSON.parse(mail!.headers)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    // Again the same day, and 29 days later: nothing. 31 days later: the next one.
    expect(await queueFreshnessReminders(t.db, now)).toBe(0)
    expect(await queueFreshnessReminders(t.db, new Date(now.getTime() + 29 * 86_400_000))).toBe(0)
    expect(await queueFreshnessReminders(t.db, new Date(now.getTime() + 31 * 86_400_000))).toBe(1)
    expect(await reminders()).toHaveLength(2)

    // Unsubscribing without signing in; a forged token does nothing.
    const token = reminderUnsubscribeToken(partner.id)
    const forged = await call(unsubscribeLoader, pageRequest(`/partner/unsubscribe?token=${partner.id}.AAAA`))
    expect(forged.init?.status).toBe(404)
    const asked = await call(
      unsubscribeLoader,
      pageRequest(`/partner/unsubscribe?token=${encodeURIComponent(token)}`),
    )
    expect(asked).toMatchObject({ state: 'ask', email: 'owner@example.com' })
    const done = await call(
      unsubscribeAction,
      pageRequest(`/partner/unsubscribe?token=${encodeURIComponent(token)}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      }),
    )
    expect(done).toMatchObject({ state: 'done' })
    expect(await queueFreshnessReminders(t.db, new Date(now.getTime() + 90 * 86_400_000))).toBe(0)
    expect(await reminders()).toHaveLength(2)
  })
  it('its proposals follow a listing to a new address and go with it when deleted', async () => {
    const { renameListing } = await import('../addresses.server')
    const { deleteListing } = await import('../listing-admin.server')
    const count = async (id: string) =>
      (await t.db.selectFrom('listing_proposals').select('id').where('listing_id', '=', id).execute()).length
    const had = await count(theirs)
    expect(had).toBeGreaterThan(0)
    expect(await renameListing(t.db, 'restaurants', theirs, `${theirs}-moved`, editor.id)).toMatchObject({
      ok: true,
    })
    expect(await count(`${theirs}-moved`)).toBe(had)
    expect(await deleteListing(t.db, 'restaurants', `${theirs}-moved`, editor.id)).toBe(true)
    expect(await count(`${theirs}-moved`)).toBe(0)
  })
})
