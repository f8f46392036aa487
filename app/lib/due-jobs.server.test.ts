import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { startDueJobs } from './due-jobs.server'

const quiet = pino({ level: 'silent' })

describe('the due jobs schedule', () => {
  it('runs turn after turn, survives a failing turn, and stop aborts the run under way and waits for it', async () => {
    let turns = 0
    let aborted = false
    let finished = false
    const scheduler = startDueJobs({
      name: 'test',
      tickMs: 5,
      log: quiet,
      runDue: async (signal) => {
        turns += 1
        if (turns === 1) throw new Error('first turn fails')
        if (turns < 3) return 0
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()))
        aborted = signal.aborted
        await new Promise((resolve) => setTimeout(resolve, 20))
        finished = true
        return 1
      },
    })
    for (let i = 0; i < 200 && turns < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(turns).toBe(3)
    await scheduler!.stop()
    expect(aborted).toBe(true)
    expect(finished).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(turns).toBe(3)
  })

  it('is off with no time between turns', () => {
    expect(startDueJobs({ name: 'off', tickMs: 0, log: quiet, runDue: async () => 0 })).toBeUndefined()
  })
})
