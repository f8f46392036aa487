import { describe, expect, it } from 'vitest'
import { previousEntryInGuide } from './history'

const ORIGIN = 'https://guide.test'

function fakeWindow({
  index,
  idx,
  length = 2,
  referrer = '',
}: {
  index?: number
  idx?: number
  length?: number
  referrer?: string
}) {
  return {
    navigation: index === undefined ? undefined : { currentEntry: { index } },
    history: { state: idx === undefined ? null : { idx }, length },
    document: { referrer },
    location: { origin: ORIGIN },
  } as unknown as Window
}

describe('previousEntryInGuide', () => {
  it('trusts the Navigation API: only same-origin entries are listed', () => {
    expect(previousEntryInGuide(fakeWindow({ index: 1 }))).toBe(true)
    expect(previousEntryInGuide(fakeWindow({ index: 0, idx: 0, referrer: `${ORIGIN}/visit` }))).toBe(false)
  })

  it('without it, counts steps taken inside the page load', () => {
    expect(previousEntryInGuide(fakeWindow({ idx: 2 }))).toBe(true)
  })

  it('without it, a full load from a page of the guide goes back (also after a reload)', () => {
    expect(previousEntryInGuide(fakeWindow({ idx: 0, referrer: `${ORIGIN}/visit` }))).toBe(true)
  })

  it('goes home when the visitor came from elsewhere or the tab has no earlier entry', () => {
    expect(previousEntryInGuide(fakeWindow({ idx: 0, referrer: 'https://search.example/?q=jackson' }))).toBe(
      false,
    )
    expect(previousEntryInGuide(fakeWindow({ idx: 0, referrer: '' }))).toBe(false)
    expect(previousEntryInGuide(fakeWindow({ referrer: 'not a url' }))).toBe(false)
    // Opened in a new tab from the guide: the referrer is ours but there is nothing to go back to.
    expect(previousEntryInGuide(fakeWindow({ idx: 0, length: 1, referrer: `${ORIGIN}/visit` }))).toBe(false)
  })
})
