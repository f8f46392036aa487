import { beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  listFormPost,
  pageRequest,
  PASSWORD,
  sessionCookie,
  thrownStatus,
  withTestSecrets,
} from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { loader as feedLoader } from '../events/feed'
import { loader as stayDetailLoader } from '../stay/detail'
import { loader as stayListLoader } from '../stay/index'
import { action as listingAction, loader as listingLoader } from './listing'
import { loader as translationsLoader } from './translations'
import { upsertUser } from '~/lib/auth.server'
import { getEditableListing } from '~/lib/listing-admin.server'
import { listRevisions } from '~/lib/listing-revisions.server'
import { listStays } from '~/lib/kinds/stay.server'
import { grantPartner } from '~/lib/partners/partners.server'
import { action as partnerListingAction, loader as partnerListingLoader } from '../partner/listing'

withTestSecrets()

// Content in two languages (issue 47 item 4, decision 057): the editor's Spanish beside the
// English, the Spanish page with English fallbacks marked lang="en", and /admin/translations.
describe.each(TEST_DIALECTS)('content translations on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editor: string
  let visitor: string
  let partner: string
  let stayId: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'editor@example.com', password: PASSWORD, role: 'editor' }, dialect)
    await upsertUser(t.db, { email: 'visitor@example.com', password: PASSWORD, role: null }, dialect)
    await upsertUser(t.db, { email: 'partner@example.com', password: PASSWORD, role: null }, dialect)
    editor = await sessionCookie('editor@example.com')
    visitor = await sessionCookie('visitor@example.com')
    partner = await sessionCookie('partner@example.com')
    stayId = (await listStays(t.db))[0]!.id
    const idOf = async (email: string) =>
      (await t.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
    await grantPartner(t.db, {
      type: 'stays',
      id: stayId,
      userId: await idOf('partner@example.com'),
      grantedBy: await idOf('editor@example.com'),
    })
    // This test writes its own translations: start from none for this stay.
    await t.db.deleteFrom('content_translations').where('entity_id', '=', stayId).execute()
  })

  const editPath = `/admin/listings/stays/${'{id}'}`
  const save = async (changes: Record<string, string>) => {
    const listing = (await getEditableListing(t.db, 'stays', stayId))!
    return call(
      listingAction,
      listFormPost(editPath.replace('{id}', stayId), editor, {
        ...(listing.values as Record<string, string>),
        ...changes,
        intent: 'save',
        revision: String(listing.revision),
      }),
      { type: 'stays', id: stayId },
    )
  }
  const spanishPage = () =>
    call(stayDetailLoader, pageRequest(`/es/stay/${stayId}`), { id: stayId }) as Promise<{
      stay: { description: string; fullDescription: string; policies: { pets: string } }
      english: string[]
    }>
  const report = (query = '') =>
    call(translationsLoader, pageRequest(`/admin/translations${query}`, { cookie: editor }))

  it('shows the editor each text field in Spanish beside the English', async () => {
    const page = await call(
      listingLoader,
      pageRequest(editPath.replace('{id}', stayId), { cookie: editor }),
      {
        type: 'stays',
        id: stayId,
      },
    )
    const names: string[] = page.fields.map((f: { name: string }) => f.name)
    expect(names.indexOf('full_description__es')).toBe(names.indexOf('full_description') + 1)
    const spanish = page.fields.find((f: { name: string }) => f.name === 'full_description__es')
    expect(spanish).toMatchObject({ label: 'Full description (Spanish)', translationOf: { locale: 'es' } })
    // names, phone numbers and addresses are not translated
    expect(names).not.toContain('name__es')
    expect(names).not.toContain('phone__es')
  })

  it('with nothing translated, a Spanish page shows the English, each text named as English', async () => {
    const english = (await listStays(t.db)).find((s) => s.id === stayId)!
    const page = await spanishPage()
    expect(page.stay.fullDescription).toBe(english.fullDescription)
    expect(page.english).toEqual(expect.arrayContaining(['description', 'fullDescription', 'policyPets']))
    // the English page marks nothing
    const englishPage = await call(stayDetailLoader, pageRequest(`/stay/${stayId}`), { id: stayId })
    expect(englishPage.english).toEqual([])
  })

  it('saves the Spanish with the English as a revision; the Spanish page shows it and falls back for the rest', async () => {
    const result = await save({
      full_description__es: 'Un rancho de verdad al pie de los Tetons, con caballos para toda la familia.',
      features__es: 'Paseos a caballo\nFogatas por la noche',
    })
    expect(result.status).toBe(302)
    const page = await spanishPage()
    expect(page.stay.fullDescription).toBe(
      'Un rancho de verdad al pie de los Tetons, con caballos para toda la familia.',
    )
    expect(page.english).not.toContain('fullDescription')
    expect(page.english).not.toContain('features')
    expect(page.english).toContain('description')
    // the list's card: the short description is not translated, so marked as English
    const list = await call(stayListLoader, pageRequest('/es/stay'))
    expect(list.stays.find((s: { id: string }) => s.id === stayId).english).toContain('description')
    const englishList = await call(stayListLoader, pageRequest('/stay'))
    expect(englishList.stays.find((s: { id: string }) => s.id === stayId).english).toBeUndefined()
    // the revision carries the translation, with its label
    const [latest] = await listRevisions(t.db, 'stays', stayId)
    expect(latest!.snapshot.full_description__es).toMatch(/^Un rancho de verdad/)
    expect(latest!.changes.map((c) => c.label)).toContain('Full description (Spanish)')
    // the editor shows it again, lines as lines
    const listing = (await getEditableListing(t.db, 'stays', stayId))!
    expect(listing.values.features__es).toBe('Paseos a caballo\nFogatas por la noche')
  })

  it('lists missing and stale translations with counts, and an English change makes a translation stale', async () => {
    let answer = await report('?kind=stays')
    const stays = answer.kinds.find((k: { type: string }) => k.type === 'stays')
    expect(stays.listings).toBeGreaterThan(0)
    expect(stays.missing).toBeGreaterThan(0)
    expect(stays.stale).toBe(0)
    let gap = answer.page.items.find((g: { id: string }) => g.id === stayId)
    expect(gap.missing).toContain('Short description')
    expect(gap.missing).not.toContain('Full description')
    expect(gap.stale).toEqual([])

    await save({ full_description: 'A working ranch below the Tetons, now with a new barn.' })
    answer = await report('?kind=stays&state=stale')
    expect(answer.kinds.find((k: { type: string }) => k.type === 'stays').stale).toBe(1)
    gap = answer.page.items.find((g: { id: string }) => g.id === stayId)
    expect(gap.stale).toEqual(['Full description'])
    // the stale translation is still shown (better than nothing) until an editor updates it
    expect((await spanishPage()).stay.fullDescription).toMatch(/^Un rancho de verdad/)

    // rewriting the Spanish makes it current again
    await save({ full_description__es: 'Un rancho de verdad al pie de los Tetons, ahora con granero nuevo.' })
    answer = await report('?kind=stays&state=stale')
    expect(answer.page.items.find((g: { id: string }) => g.id === stayId)).toBeUndefined()

    // emptying it removes it: missing again, and the page falls back to English
    await save({ full_description__es: '' })
    gap = (await report('?kind=stays')).page.items.find((g: { id: string }) => g.id === stayId)
    expect(gap.missing).toContain('Full description')
    const page = await spanishPage()
    expect(page.stay.fullDescription).toBe('A working ranch below the Tetons, now with a new barn.')
    expect(page.english).toContain('fullDescription')
  })

  it('takes a partner’s Spanish change as a proposed revision like any other field', async () => {
    const path = `/partner/stays/${stayId}`
    const page = await call(partnerListingLoader, pageRequest(path, { cookie: partner }), {
      type: 'stays',
      id: stayId,
    })
    expect(page.fields.map((f: { name: string }) => f.name)).toContain('description__es')
    const before = (await getEditableListing(t.db, 'stays', stayId))!.values.description__es ?? ''
    await call(
      partnerListingAction,
      listFormPost(path, partner, {
        ...(page.values as Record<string, string>),
        description__es: 'Nuestra cabaña de troncos, con estufa de leña y jacuzzi privado.',
        revision: String(page.revision),
        intent: 'save',
      }),
      { type: 'stays', id: stayId },
    )
    const proposal = await t.db
      .selectFrom('listing_proposals')
      .selectAll()
      .where('listing_id', '=', stayId)
      .executeTakeFirstOrThrow()
    expect(proposal.status).toBe('pending')
    expect(JSON.parse(proposal.changes).map((c: { label: string }) => c.label)).toEqual([
      'Short description (Spanish)',
    ])
    // not on the site until an editor approves it
    expect((await getEditableListing(t.db, 'stays', stayId))!.values.description__es ?? '').toBe(before)
  })

  it('seeds the sample listings’ short texts in Spanish', async () => {
    const page = await call(stayListLoader, pageRequest('/es/stay'))
    const cabin = page.stays.find((s: { id: string }) => s.id === 'willow-bend-guest-ranch')
    expect(cabin.description).toMatch(/^Un rancho de huéspedes/)
    expect(cabin.english).not.toContain('description')
  })

  it('gives /es/events/feed.ics the Spanish titles and descriptions where they exist', async () => {
    await t.db
      .updateTable('events')
      .set({ date: '2099-01-01' })
      .where('id', '=', 'star-valley-cutter-races')
      .execute()
    const feed = async (url: string) => ((await await call(feedLoader, pageRequest(url))) as Response).text()
    const spanish = (await feed('/es/events/feed.ics')).replace(/\r\n[ \t]/g, '')
    expect(spanish).toContain('SUMMARY:Carreras de cutters de Star Valley')
    expect(spanish).toContain('DESCRIPTION:Parejas de caballos de carreras')
    const english = (await feed('/events/feed.ics')).replace(/\r\n[ \t]/g, '')
    expect(english).toContain('SUMMARY:Star Valley Cutter Races')
  })

  it('is for editors and admins only: a visitor or a partner cannot open it', async () => {
    expect(await thrownStatus(() => call(translationsLoader, pageRequest('/admin/translations')))).toBe(401)
    for (const cookie of [visitor, partner])
      expect(
        await thrownStatus(() => call(translationsLoader, pageRequest('/admin/translations', { cookie }))),
      ).toBe(403)
  })
})
