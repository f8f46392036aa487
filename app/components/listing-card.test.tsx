import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderThrough } from '../../tests/page-stream'
import { ReusedMarkupContext } from '~/components/reused-markup'
import { deferScripts } from '~/lib/deferred-scripts.server'
import { createReusedMarkupStore, type ReusedMarkupStore } from '~/lib/reused-markup.server'
import type { Restaurant } from '~/lib/listings'
import EatRoute from '~/routes/eat/index'
import { restaurants } from '../../db/seed-data'

/** The /eat list as the server writes it with `store` (none: React alone). */
function renderEat(list: Restaurant[], store?: ReusedMarkupStore) {
  const view = store?.page() ?? null
  const loaderData = {
    cuisine: undefined,
    restaurants: list,
    paging: { page: 1, pageCount: 1, total: list.length },
  }
  const page = (
    <MemoryRouter initialEntries={['/eat']}>
      {/* @ts-expect-error only what the page reads of its props */}
      <EatRoute loaderData={loaderData} />
    </MemoryRouter>
  )
  return renderThrough(
    <ReusedMarkupContext.Provider value={view}>{page}</ReusedMarkupContext.Provider>,
    deferScripts(undefined, view),
  )
}

describe('listing cards reused on the server', () => {
  const list = restaurants.slice(0, 6) as unknown as Restaurant[]

  it('writes the same page as React, in any order, and follows a changed listing', async () => {
    const store = createReusedMarkupStore()
    const direct = await renderEat(list)
    expect(direct).toContain(list[1]!.name)
    expect(await renderEat(list, store)).toBe(direct)
    expect(await renderEat(list, store)).toBe(direct)
    const reversed = [...list].reverse()
    expect(await renderEat(reversed, store)).toBe(await renderEat(reversed))

    // A changed listing is a new card (one new part), written as React renders it now.
    const known = store.stats().parts
    const changed = list.map((r, i) =>
      i === 2 ? { ...r, name: 'Renamed Grill', description: 'New words.' } : r,
    )
    const after = await renderEat(changed, store)
    expect(after).toBe(await renderEat(changed))
    expect(after).toContain('Renamed Grill')
    expect(after).not.toContain(list[2]!.name)
    expect(store.stats().parts).toBe(known + 1)

    // The first card (the page's largest picture) is always rendered, never kept.
    const first = changed.map((r, i) => (i === 0 ? { ...r, name: 'First Place Diner' } : r))
    expect(await renderEat(first, store)).toBe(await renderEat(first))
    expect(store.stats().parts).toBe(known + 1)
  })
})
