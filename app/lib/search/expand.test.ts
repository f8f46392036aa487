import { describe, expect, it } from 'vitest'
import { expandQuery, ftsConcepts, queryIntent, tsqueryConcepts, wordForms } from './expand'
import { SYNONYMS } from './synonyms'
import { normalizeText, parseQuery } from './text'

describe('query expansion', () => {
  it('gives a word its plain inflections, never a longer word', () => {
    expect(wordForms('ski')).toEqual(expect.arrayContaining(['ski', 'skis', 'skiing', 'skier', 'skiers']))
    expect(wordForms('ski')).not.toContain('skills')
    expect(wordForms('hike')).toEqual(expect.arrayContaining(['hikes', 'hiking', 'hiker']))
    expect(wordForms('raft')).toContain('rafting')
    expect(wordForms('7')).toEqual(['7'])
  })

  it('turns a synonym group named in the query into alternatives, the longest name first', () => {
    const [springs] = expandQuery(parseQuery('hot springs'))
    expect(springs!.map((alt) => alt.words.join(' '))).toEqual(
      expect.arrayContaining(['hot springs', 'hot pools', 'soak', 'pool', 'hot tub']),
    )
    const concepts = expandQuery(parseQuery('grand teton cabin'))
    expect(concepts).toHaveLength(2)
    expect(concepts[0]!.map((alt) => alt.words.join(' '))).toContain('gtnp')
    expect(concepts[1]).toEqual([{ words: ['cabin'], phrase: false, prefix: true }])
    // A quoted name is a phrase, and still brings its group.
    const [quoted] = expandQuery(parseQuery('"teton village"'))
    expect(quoted![0]).toEqual({ words: ['teton', 'village'], phrase: true, prefix: false })
    expect(quoted!.map((alt) => alt.words.join(' '))).toContain('jhmr')
  })

  it('writes the same concepts for FTS5 and PostgreSQL, as prefixes or whole words', () => {
    const concepts = expandQuery(parseQuery('bis "snake river"'))
    expect(ftsConcepts(concepts)).toBe('("snake river") AND (("bis"*))')
    expect(tsqueryConcepts(concepts)).toBe("(('snake' <-> 'river')) & (('bis':*))")
    const whole = ftsConcepts(expandQuery(parseQuery('ski')), true)
    expect(whole).toContain('"skiing"')
    expect(whole).not.toContain('*')
    expect(tsqueryConcepts(expandQuery(parseQuery('ynp')))).toContain(
      "('yellowstone' <-> 'national' <-> 'park':*)",
    )
  })

  it('reads the kind a query asks for, through synonyms too', () => {
    const intent = (q: string) => queryIntent(expandQuery(parseQuery(q)))
    expect(intent('breakfast')).toEqual(['restaurant'])
    expect(intent('espresso')).toEqual(['restaurant'])
    expect(intent('cabins')).toEqual(['stay'])
    expect(intent('ski')).toEqual(['activity'])
    expect(intent('concert')).toEqual(['event', 'music'])
    expect(intent('bison')).toEqual([])
  })

  it('keeps the synonym table to normalized names, each in one group', () => {
    const seen = new Set<string>()
    for (const group of SYNONYMS)
      for (const name of group) {
        expect(normalizeText(name)).toBe(name)
        expect(seen.has(name)).toBe(false)
        seen.add(name)
      }
  })
})
