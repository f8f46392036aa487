import { describe, expect, it } from 'vitest'
import { eachLimited } from './each-limited'

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

describe('eachLimited', () => {
  it('runs every item, never more than `parallel` at once', async () => {
    let running = 0
    let most = 0
    const seen: number[] = []
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1
      most = Math.max(most, running)
      await tick(item % 3)
      seen.push(item)
      running -= 1
    })
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it('after a failure starts nothing new, waits for the tasks under way, then throws that failure', async () => {
    const started: number[] = []
    const finished: number[] = []
    const run = eachLimited([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item)
      if (item === 0) {
        await tick(1)
        throw new Error('stopped')
      }
      await tick(30)
      finished.push(item)
    })
    await expect(run).rejects.toThrow('stopped')
    // Item 1 was under way when item 0 failed: it finished before the failure was thrown.
    expect(finished).toEqual([1])
    expect(started).toEqual([0, 1])
  })

  it('does nothing for no items', async () => {
    await expect(eachLimited([], 4, () => Promise.reject(new Error('never')))).resolves.toBeUndefined()
  })
})
