import { describe, expect, it } from 'vitest'
import { call, pageRequest } from '../../tests/helpers'
import { TEST_DIALECTS, useAppDatabase } from '../../tests/setup/db'
import { activities, restaurants, stays } from '../../db/seed-data'
import { loader } from './map'
import { loader as stayMapLoader } from './stay/map'
import { loader as eatMapLoader } from './eat/map'

interface Item {
  number: number
  id: string
  href: string
  section?: string
  note?: { text: string; href?: string }
}
interface Answer {
  type?: string
  map: {
    items: Item[]
    pins: { number: number; href: string }[]
    clusters: { numbers: number[]; href: string }[]
    view: { key: string }
    views: { key: string; href: string; current: boolean }[]
  }
  paging: { page: number; pageCount: number; total: number }
}

// Every numbered item is on the map once: a pin of its own, or in a crowd's link.
function expectEveryItemOnTheMap(answer: Answer) {
  const pinned = [...answer.map.pins.map((p) => p.number), ...answer.map.clusters.flatMap((c) => c.numbers)]
  expect(pinned.sort((a, b) => a - b)).toEqual(answer.map.items.map((i) => i.number))
}

describe.each(TEST_DIALECTS)('the map pages’ loaders on %s', (dialect) => {
  useAppDatabase(dialect)

  it('/map shows everything, each part of the guide labelled, in the guide’s order', async () => {
    const answer: Answer = await call(loader, pageRequest('/map'))
    expect(answer.type).toBeUndefined()
    // The sample events are in the past (the test database is seeded with the 2024 season).
    const ids = [...restaurants, ...stays, ...activities].map((l) => l.id)
    expect(answer.map.items.map((i) => i.id)).toEqual(ids)
    expect(answer.map.items.map((i) => i.number)).toEqual(ids.map((_, n) => n + 1))
    expect(answer.map.items[0]!.section).toBe('Eat')
    expect(answer.map.items.at(-1)!.section).toBe('Play')
    expect(answer.paging).toEqual({ page: 1, pageCount: 1, total: ids.length })
    expectEveryItemOnTheMap(answer)
  })

  it('/map?type= shows one part of the guide, unlabelled; an unknown type shows everything', async () => {
    const eat: Answer = await call(loader, pageRequest('/map?type=eat'))
    expect(eat.type).toBe('eat')
    expect(eat.map.items.map((i) => i.href)).toEqual(restaurants.map((r) => `/eat/${r.id}`))
    expect(eat.map.items.every((i) => i.section === undefined)).toBe(true)
    const stay: Answer = await call(loader, pageRequest('/map?type=stay'))
    expect(stay.map.items.map((i) => i.id)).toEqual(stays.map((s) => s.id))
    const play: Answer = await call(loader, pageRequest('/map?type=play'))
    expect(play.map.items.map((i) => i.id)).toEqual(activities.map((a) => a.id))
    const events: Answer = await call(loader, pageRequest('/map?type=events'))
    expect(events.map.items).toEqual([])
    const unknown: Answer = await call(loader, pageRequest('/map?type=bars'))
    expect(unknown.type).toBeUndefined()
    expect(unknown.paging.total).toBe(restaurants.length + stays.length + activities.length)
  })

  it('keeps the type in the links to the other views, and ?view= picks the view', async () => {
    const answer: Answer = await call(loader, pageRequest('/map?type=eat&view=star-valley'))
    expect(answer.map.view.key).toBe('star-valley')
    expect(answer.map.views.map((v) => [v.key, v.href, v.current])).toEqual([
      ['valley', '/map?type=eat', false],
      ['jackson-hole', '/map?type=eat&view=jackson-hole', false],
      ['star-valley', '/map?type=eat&view=star-valley', true],
      ['jackson', '/map?type=eat&view=jackson', false],
    ])
    // Star Valley holds the Thayne and Afton restaurants; the others link to a view that shows them.
    const onView = answer.map.pins.map((p) => p.href)
    expect(onView.sort()).toEqual(
      restaurants
        .filter((r) => r.town === 'Thayne' || r.town === 'Afton')
        .map((r) => `/eat/${r.id}`)
        .sort(),
    )
    const elsewhere = answer.map.items.find((i) => i.id === restaurants[0]!.id)!
    expect(elsewhere.note?.href).toBe('/map?type=eat&view=jackson')
  })

  it('the town view pins every Jackson place that the valley view gathers into one link', async () => {
    const valley: Answer = await call(loader, pageRequest('/map'))
    const crowd = valley.map.clusters.find((c) => c.href === '/map?view=jackson')
    expect(crowd?.numbers.length).toBeGreaterThan(3)
    const town: Answer = await call(loader, pageRequest('/map?view=jackson'))
    const pinned = town.map.pins.map((p) => p.number)
    for (const number of crowd!.numbers) expect(pinned).toContain(number)
  })

  it('/stay/map and /eat/map filter like their lists', async () => {
    const cabins: Answer = await call(stayMapLoader, pageRequest('/stay/map?type=cabins'))
    expect(cabins.map.items.map((i) => i.id)).toEqual(
      stays.filter((s) => s.typeKey === 'cabins').map((s) => s.id),
    )
    expectEveryItemOnTheMap(cabins)
    const cowboy: Answer = await call(eatMapLoader, pageRequest('/eat/map?cuisine=cowboy&view=jackson-hole'))
    expect(cowboy.map.items.map((i) => i.id)).toEqual(
      restaurants.filter((r) => r.cuisines.includes('cowboy')).map((r) => r.id),
    )
    expect(cowboy.map.views.find((v) => v.key === 'valley')?.href).toBe('/eat/map?cuisine=cowboy')
  })
})
