import { describe, expect, it } from 'vitest'
import {
  formatMs,
  interactionLatencies,
  median,
  parseInpArgs,
  slowestInteraction,
  summarize,
} from './inp-stats'

describe('parseInpArgs', () => {
  it('runs 5 times, builds when stale and never fails on figures by default', () => {
    expect(parseInpArgs([])).toEqual({ runs: 5, check: false, build: true })
  })

  it('takes --runs N, --runs=N, INP_RUNS, --check and --no-build', () => {
    expect(parseInpArgs(['--runs', '3', '--check'])).toEqual({ runs: 3, check: true, build: true })
    expect(parseInpArgs(['--runs=7', '--no-build'])).toEqual({ runs: 7, check: false, build: false })
    expect(parseInpArgs([], { INP_RUNS: '2' }).runs).toBe(2)
    // The flag wins over the variable.
    expect(parseInpArgs(['--runs', '9'], { INP_RUNS: '2' }).runs).toBe(9)
  })

  it('refuses a run count that is not a whole number from 1, and unknown arguments', () => {
    expect(() => parseInpArgs(['--runs', '0'])).toThrow(/whole number/)
    expect(() => parseInpArgs(['--runs', 'x'])).toThrow(/whole number/)
    expect(() => parseInpArgs(['--runs'])).toThrow(/whole number/)
    expect(() => parseInpArgs(['--fast'])).toThrow(/unknown argument/)
  })
})

describe('interactionLatencies', () => {
  const entry = (
    name: string,
    interactionId: number,
    startTime: number,
    duration: number,
    handlers = [0, 0],
  ) => ({
    name,
    interactionId,
    startTime,
    duration,
    processingStart: startTime + handlers[0]!,
    processingEnd: startTime + handlers[1]!,
  })
  const entries = [
    // Before the action: left out.
    entry('click', 1, 50, 300),
    // A tap: pointerdown, pointerup and click share an id; the longest counts.
    entry('pointerdown', 7, 1000, 24),
    entry('pointerup', 7, 1040, 96, [10, 30]),
    entry('click', 7, 1041, 88),
    // Not part of an interaction.
    entry('pointerover', 0, 1000, 400),
    // A key.
    entry('keydown', 9, 1500, 40, [4, 12]),
    entry('keyup', 9, 1560, 16),
  ]

  it('groups the entries after the mark by interactionId and keeps the longest', () => {
    expect(interactionLatencies(entries, 100)).toEqual([
      {
        interactionId: 7,
        name: 'pointerup',
        startTime: 1000,
        latency: 96,
        delay: 10,
        processing: 20,
        paint: 66,
      },
      { interactionId: 9, name: 'keydown', startTime: 1500, latency: 40, delay: 4, processing: 8, paint: 28 },
    ])
  })

  it('gives a run its slowest interaction, or 0 when none reached the threshold', () => {
    expect(slowestInteraction(entries, 100)).toMatchObject({ interactionId: 7, latency: 96 })
    expect(slowestInteraction(entries, 5000)).toMatchObject({ interactionId: 0, latency: 0 })
  })
})

describe('summaries', () => {
  it('takes the median and the worst, and passes a median at or under 200 ms', () => {
    expect(median([40, 8, 24])).toBe(24)
    expect(median([10, 40, 20, 30])).toBe(25)
    expect(summarize([120, 200, 480, 96, 136])).toEqual({ median: 136, worst: 480, pass: true })
    expect(summarize([200, 200, 208])).toMatchObject({ median: 200, pass: true })
    expect(summarize([208, 216, 40])).toMatchObject({ median: 208, pass: false })
  })

  it('shows whole milliseconds, and "<16" under the threshold', () => {
    expect(formatMs(0)).toBe('<16')
    expect(formatMs(16)).toBe('16')
    expect(formatMs(135.5)).toBe('136')
  })
})
