import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RETRY_FIRST_MS, RETRY_MAX_MS, sendWhenOnline } from './send-when-online'

describe('sendWhenOnline', () => {
  let events: EventTarget
  let online: boolean
  const start = (send: () => Promise<boolean>) => sendWhenOnline(send, { events, isOnline: () => online })
  /** Lets the pending send (a resolved promise) finish. */
  const settle = () => vi.advanceTimersByTimeAsync(0)

  beforeEach(() => {
    vi.useFakeTimers()
    events = new EventTarget()
    online = true
  })
  afterEach(() => vi.useRealTimers())

  it('sends at once, and not again when nothing is left', async () => {
    const send = vi.fn(async () => false)
    start(send)
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('tries again while something is left, the wait doubling up to the longest, until it is sent', async () => {
    let left = 7
    const send = vi.fn(async () => --left > 0)
    start(send)
    await settle()
    const waits: number[] = []
    let last = Date.now()
    while (left > 0) {
      const calls = send.mock.calls.length
      await vi.advanceTimersByTimeAsync(1_000)
      if (send.mock.calls.length > calls) {
        waits.push(Date.now() - last)
        last = Date.now()
      }
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, RETRY_MAX_MS])
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS)
    expect(send).toHaveBeenCalledTimes(7)
  })

  it('counts a send that throws as one that left something, and tries again', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValue(false)
    start(send)
    await settle()
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS)
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('waits offline for the online event, which starts again from the shortest wait', async () => {
    online = false
    const send = vi.fn(async () => true)
    start(send)
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS)
    expect(send).not.toHaveBeenCalled()

    online = true
    events.dispatchEvent(new Event('online'))
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS + 4_000)
    expect(send).toHaveBeenCalledTimes(3)
    // Offline again: the retry that comes finds no connection and stops there.
    online = false
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS)
    expect(send).toHaveBeenCalledTimes(3)
    online = true
    events.dispatchEvent(new Event('online'))
    await settle()
    expect(send).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS)
    expect(send).toHaveBeenCalledTimes(5)
  })

  it('never sends twice at once', async () => {
    let finish: (left: boolean) => void = () => {}
    const send = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)))
    start(send)
    events.dispatchEvent(new Event('online'))
    events.dispatchEvent(new Event('online'))
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
    finish(false)
    await settle()
    events.dispatchEvent(new Event('online'))
    await settle()
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('stops: no retry and no more online events', async () => {
    const send = vi.fn(async () => true)
    const stop = start(send)
    await settle()
    stop()
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS)
    events.dispatchEvent(new Event('online'))
    await settle()
    expect(send).toHaveBeenCalledTimes(1)
  })
})
