import { beforeAll, describe, expect, it } from 'vitest'
import { PASSWORD, withTestSecrets } from '../../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../../tests/setup/db'
import { upsertUser } from '../auth.server'
import { parseEditorValues, valuesAsInput } from '../kinds/editor.server'
import type { EditorValues, ListingType } from '../kinds/editor'
import { listingPlaceRules } from '~/routes/admin/listing-place.server'
import { pageActivitySearch, parseActivitySearch } from '../kinds/activity-filter.server'
import { pageRestaurants } from '../kinds/restaurant.server'
import { pageStays } from '../kinds/stay.server'
import { deleteListing, editorOf, getEditableListing, updateListing } from '../listing-admin.server'
import { listingA11yJson } from './a11y-json.server'
import { mapSources } from '../maps/sources.server'
import { UNKNOWN_FACTS } from './facts'
import { readAccessibility, saveAccessibility } from './facts.server'

// Issue 46 items 1-3 on both engines: the editor saves facts (unknown stays NULL, with their own
// check), the filters keep only known yeses, and the A11yJSON route reads the same row.

withTestSecrets()

describe.each(TEST_DIALECTS)('accessibility facts on %s', (dialect) => {
  const t = useAppDatabase(dialect, { seed: true })
  let editorId: string

  beforeAll(async () => {
    await upsertUser(t.db, { email: 'access@example.com', password: PASSWORD, role: 'editor' }, dialect)
    editorId = (
      await t.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'access@example.com')
        .executeTakeFirstOrThrow()
    ).id
  })

  /** Saves an edit of a listing through the editor's parse and save, as the editor form does. */
  async function save(type: ListingType, id: string, changes: EditorValues) {
    const listing = (await getEditableListing(t.db, type, id))!
    const values = { ...listing.values, ...changes }
    const spec = editorOf(type)
    const parsed = parseEditorValues(spec, listingPlaceRules(), valuesAsInput(spec, values), values)
    if (!parsed.success) return { errors: parsed.errors }
    return updateListing(t.db, type, id, parsed.data, { actorId: editorId, baseRevision: listing.revision })
  }

  it('shows an unknown listing as unknown in the editor, and saves typed facts with who and when', async () => {
    const before = (await getEditableListing(t.db, 'restaurants', 'antler-arch-chuckwagon'))!
    expect(before.values.a11y_entrance).toBe('')
    expect(before.values.a11y_step_cm).toBe('')
    const result = await save('restaurants', 'antler-arch-chuckwagon', {
      a11y_entrance: 'one-step',
      a11y_step_cm: '5',
      a11y_restroom: 'no',
    })
    expect(result).toMatchObject({ ok: true })
    const saved = await readAccessibility(t.db, 'restaurants', 'antler-arch-chuckwagon')
    expect(saved.facts).toEqual({ ...UNKNOWN_FACTS, entrance: 'one-step', step_cm: 5, restroom: 'no' })
    expect(saved.checked?.by).toBe('editor')
    const row = await t.db
      .selectFrom('listing_accessibility')
      .selectAll()
      .where('listing_id', '=', 'antler-arch-chuckwagon')
      .executeTakeFirstOrThrow()
    // Unknown is NULL in the database, never "no".
    expect(row.parking).toBeNull()
    expect(row.checked_by_user).toBe(editorId)
    // The revision names the changed facts.
    expect((result as { changes: { label: string }[] }).changes.map((c) => c.label)).toEqual(
      expect.arrayContaining(['Accessibility: Entrance', 'Accessibility: Accessible restroom']),
    )
    // Back to "Not known" empties the fact again.
    await save('restaurants', 'antler-arch-chuckwagon', { a11y_restroom: '' })
    expect((await readAccessibility(t.db, 'restaurants', 'antler-arch-chuckwagon')).facts.restroom).toBeNull()
  })

  it('keeps the facts’ check when a save does not change them', async () => {
    await saveAccessibility(
      t.db,
      'stays',
      'willow-bend-guest-ranch',
      { ...UNKNOWN_FACTS, entrance: 'level' },
      {
        by: 'business',
        now: '2026-01-02T10:00:00.000Z',
      },
    )
    await save('stays', 'willow-bend-guest-ranch', { type: 'Guest ranch, renamed' })
    const after = await readAccessibility(t.db, 'stays', 'willow-bend-guest-ranch')
    expect(after.checked).toEqual({ at: '2026-01-02T10:00:00.000Z', by: 'business' })
    expect(after.facts.entrance).toBe('level')
  })

  it('refuses a step height without a one-step entrance, and a steepest slope under the typical one', async () => {
    const step = await save('restaurants', 'cirque-and-pine', { a11y_entrance: 'steps', a11y_step_cm: '4' })
    expect(step).toMatchObject({ errors: { a11y_step_cm: [expect.stringContaining('one step')] } })
    const slope = await save('activities', 'taggart-lake-hike', {
      a11y_slope_typical: '8',
      a11y_slope_max: '3',
    })
    expect(slope).toMatchObject({ errors: { a11y_slope_max: [expect.any(String)] } })
    const width = await save('activities', 'taggart-lake-hike', { a11y_min_width_cm: 'wide' })
    expect(width).toMatchObject({ errors: { a11y_min_width_cm: [expect.any(String)] } })
  })

  it('filters /eat, /stay and /play by known facts only (unknowns never count as yes)', async () => {
    const eat = async (access: ('step-free' | 'restroom' | 'stroller')[]) =>
      (await pageRestaurants(t.db, { access }, 1)).items.map((r) => r.id).sort()
    // Seeded: elk-antler-grill level + restroom, snowshoe-hare-diner ramp + restroom,
    // buffaloberry-kitchen one step, no restroom; cirque-and-pine steps; the rest unknown.
    expect(await eat(['step-free'])).toEqual(['elk-antler-grill', 'snowshoe-hare-diner'])
    expect(await eat(['step-free', 'restroom'])).toEqual(['elk-antler-grill', 'snowshoe-hare-diner'])
    const all = (await pageRestaurants(t.db, {}, 1)).total
    expect(all).toBeGreaterThan(2)
    await save('restaurants', 'snowshoe-hare-diner', { a11y_restroom: '' })
    expect(await eat(['restroom'])).toEqual(['elk-antler-grill'])
    // With a cuisine too: both filters apply.
    expect((await pageRestaurants(t.db, { cuisine: 'fine-dining', access: ['step-free'] }, 1)).items).toEqual(
      [],
    )

    const stays = (await pageStays(t.db, { access: ['step-free'] }, 1)).items.map((s) => s.id).sort()
    // willow-bend-guest-ranch: made level by the test before
    expect(stays).toEqual(['snowdrift-mountain-lodge', 'willow-bend-guest-ranch'])
    expect((await pageStays(t.db, { access: ['step-free', 'restroom'] }, 1)).items.map((s) => s.id)).toEqual([
      'snowdrift-mountain-lodge',
    ])

    const search = parseActivitySearch(new URLSearchParams('access=stroller&access=bogus'))
    expect(search.access).toEqual(['stroller'])
    const play = (await pageActivitySearch(t.db, search, 1)).items.map((a) => a.id)
    // taggart-lake-hike is known not stroller-friendly; unknown activities stay out too.
    expect(play).toEqual(['elk-refuge-sleigh-ride'])
  })

  it('filters the maps the same way; the map of everything keeps only places', async () => {
    const ids = async (type: 'eat' | 'stay' | 'play' | undefined, query: string) => {
      const out: string[] = []
      for (const source of mapSources(t.db, type, new URLSearchParams(query)))
        for (const listing of await source.pinned(1000)) out.push(listing.href)
      return out.sort()
    }
    expect(await ids('eat', 'access=step-free')).toEqual([
      '/eat/elk-antler-grill',
      '/eat/snowshoe-hare-diner',
    ])
    expect(await ids('play', 'access=stroller')).toEqual(['/play/elk-refuge-sleigh-ride'])
    const everything = await ids(undefined, 'access=step-free')
    expect(everything).toContain('/eat/elk-antler-grill')
    expect(everything.every((href) => /^\/(eat|stay|play)\//.test(href))).toBe(true)
    expect((await ids(undefined, '')).length).toBeGreaterThan(everything.length)
  })

  it('answers A11yJSON for a listed place, without its unknown facts', async () => {
    const json = (await listingA11yJson(
      t.db,
      'restaurants',
      'buffaloberry-kitchen',
      'https://guide.example',
    ))!
    expect(json).toMatchObject({
      type: 'Feature',
      properties: {
        name: expect.any(String),
        infoPageUrl: 'https://guide.example/eat/buffaloberry-kitchen',
        accessibility: {
          entrances: [{ isLevel: false, stairs: { count: 1, stepHeight: { value: 4, unit: 'cm' } } }],
          restrooms: [{ isAccessibleWithWheelchair: false }],
          parking: { forWheelchairUsers: { isAvailable: true } },
          animalPolicy: { allowsServiceAnimals: true },
        },
      },
    })
    const accessibility = (json.properties as { accessibility: Record<string, unknown> }).accessibility
    expect(accessibility).not.toHaveProperty('hasInductionLoop')
    expect(await listingA11yJson(t.db, 'restaurants', 'no-such-place')).toBeUndefined()
    expect(await listingA11yJson(t.db, 'events', 'buffaloberry-kitchen')).toBeUndefined()
    await t.db.updateTable('restaurants').set({ hidden: 1 }).where('id', '=', 'cirque-and-pine').execute()
    expect(await listingA11yJson(t.db, 'restaurants', 'cirque-and-pine')).toBeUndefined()
  })

  it('deletes a listing’s facts with the listing', async () => {
    expect((await readAccessibility(t.db, 'stays', 'fireweed-log-cabin')).facts.entrance).toBe('steps')
    await deleteListing(t.db, 'stays', 'fireweed-log-cabin', editorId)
    const left = await t.db
      .selectFrom('listing_accessibility')
      .select('listing_id')
      .where('listing_id', '=', 'fireweed-log-cabin')
      .execute()
    expect(left).toEqual([])
  })
})
