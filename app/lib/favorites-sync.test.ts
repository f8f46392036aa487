import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FavoriteItem, PENDING_KEY, FAVORITES_KEY } from './favorites'
import {
  applyPending,
  flushPending,
  keepServerList,
  MERGED_KEY,
  mergeOnce,
  readPending,
} from './favorites-sync'

const item = (id: string, kind: FavoriteItem['kind'] = 'restaurant'): FavoriteItem => ({
  kind,
  id,
  name: id,
  href: `/eat/${id}`,
})

/** A localStorage of this test's own. */
function fakeStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('applyPending', () => {
  it('applies the changes not yet sent, in order, over the server’s list', () => {
    const server = [item('a'), item('b')]
    const device = [item('c'), item('a')]
    expect(applyPending(server, [], device)).toEqual(server)
    expect(
      applyPending(
        server,
        [
          { intent: 'save', kind: 'restaurant', id: 'c' },
          { intent: 'remove', kind: 'restaurant', id: 'b' },
        ],
        device,
      ).map((i) => i.id),
    ).toEqual(['c', 'a'])
    // Saved, then removed, then saved again: saved, once, first.
    expect(
      applyPending(
        server,
        [
          { intent: 'remove', kind: 'restaurant', id: 'a' },
          { intent: 'save', kind: 'restaurant', id: 'a' },
        ],
        device,
      ).map((i) => i.id),
    ).toEqual(['a', 'b'])
    // Same id, another kind: another item.
    expect(applyPending(server, [{ intent: 'remove', kind: 'stay', id: 'a' }], device)).toHaveLength(2)
  })
})

describe('the device and the server', () => {
  let storage: ReturnType<typeof fakeStorage>
  beforeEach(() => {
    storage = fakeStorage()
    vi.stubGlobal('window', {
      localStorage: storage,
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => true,
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  const queue = (...changes: object[]) => storage.setItem(PENDING_KEY, JSON.stringify(changes))

  it('sends the pending changes in order, each once; keeps them when there is no connection or the server fails', async () => {
    queue({ intent: 'save', kind: 'stay', id: 'a' }, { intent: 'remove', kind: 'stay', id: 'b' })
    const sent: string[] = []
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await flushPending(failing)).toBe(true)
    expect(readPending()).toHaveLength(2)
    expect(await flushPending(() => Promise.resolve(new Response('', { status: 503 })))).toBe(true)
    expect(readPending()).toHaveLength(2)

    const ok = (body: FormData) => {
      sent.push(`${String(body.get('intent'))}:${String(body.get('id'))}`)
      return Promise.resolve(Response.json({ ok: true }))
    }
    expect(await flushPending(ok)).toBe(false)
    expect(sent).toEqual(['save:a', 'remove:b'])
    expect(readPending()).toEqual([])
    // A refused change (the listing left the guide) is not sent again.
    queue({ intent: 'save', kind: 'stay', id: 'gone' })
    expect(await flushPending(() => Promise.resolve(Response.json({ ok: false }, { status: 400 })))).toBe(
      false,
    )
    expect(readPending()).toEqual([])
  })

  it('merges once: sends the device list, writes back the server’s answer, and does not overwrite an unmerged device', async () => {
    storage.setItem(FAVORITES_KEY, JSON.stringify([item('device-one')]))
    // Before the merge, the server's list (maybe empty) never replaces the device's.
    keepServerList([])
    expect(JSON.parse(storage.getItem(FAVORITES_KEY)!)).toHaveLength(1)

    const bodies: FormData[] = []
    const post = (body: FormData) => {
      bodies.push(body)
      return Promise.resolve(
        Response.json({ ok: true, favorites: [{ ...item('server-one'), date: null }, item('device-one')] }),
      )
    }
    await mergeOnce(post)
    expect(bodies[0]!.get('intent')).toBe('import')
    expect(bodies[0]!.getAll('item')).toEqual(['restaurant:device-one'])
    expect(JSON.parse(storage.getItem(FAVORITES_KEY)!).map((i: FavoriteItem) => i.id)).toEqual([
      'server-one',
      'device-one',
    ])
    expect(JSON.parse(storage.getItem(FAVORITES_KEY)!)[0]).not.toHaveProperty('date')
    expect(storage.getItem(MERGED_KEY)).not.toBeNull()
    await mergeOnce(post)
    expect(bodies).toHaveLength(1)
  })

  it('a failed merge is tried again later (no marker)', async () => {
    await expect(mergeOnce(() => Promise.resolve(new Response('', { status: 500 })))).rejects.toThrow()
    expect(storage.getItem(MERGED_KEY)).toBeNull()
  })
})
