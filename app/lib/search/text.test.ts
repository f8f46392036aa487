import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  editDistance,
  excerpt,
  fold,
  highlight,
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  normalizeText,
  parseQuery,
  queryToText,
  queryWords,
} from './text'

describe('normalizing text', () => {
  it('lower-cases, removes accents and keeps only words', () => {
    expect(normalizeText('Café Númer-1, CRÈME brûlée!')).toBe('cafe numer 1 creme brulee')
    expect(fold('Straße Øre Łódź')).toBe('strasse ore lodz')
    expect(normalizeText('  ...  ')).toBe('')
  })
})

describe('parsing a query', () => {
  it('turns words into normalized terms and drops common words', () => {
    expect(parseQuery('The Bison and ÉLK')).toMatchObject({ terms: ['bison', 'elk'], phrases: [] })
    // Only common words: they are all there is to search for.
    expect(parseQuery('and or').terms).toEqual(['and', 'or'])
  })

  it('keeps balanced quotes as a phrase and treats an unpaired quote as a separator', () => {
    expect(parseQuery('"snake river" float')).toMatchObject({
      terms: ['float'],
      phrases: [['snake', 'river']],
    })
    expect(parseQuery('"snake river float')).toMatchObject({
      terms: ['snake', 'river', 'float'],
      phrases: [],
    })
    expect(parseQuery('“grand teton” park')).toMatchObject({ phrases: [['grand', 'teton']] })
  })

  it('never lets operators, punctuation, NUL or SQL through', () => {
    for (const raw of [
      'bison AND elk OR NOT moose',
      'NEAR(elk moose, 2)',
      'bis* ^title : elk',
      "'; DROP TABLE search_documents; --",
      'a\u0000b\u0007c',
      '((((',
      '"',
      '🦬 bison',
    ]) {
      const query = parseQuery(raw)
      for (const word of queryWords(query)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u)
    }
    expect(parseQuery("'; DROP TABLE x; --").terms).toEqual(['drop', 'table', 'x'])
    expect(parseQuery('a\u0000b').text).toBe('a b')
  })

  it('cuts a long query at MAX_QUERY_LENGTH characters and says so', () => {
    const query = parseQuery('elk '.repeat(100))
    expect(query.truncated).toBe(true)
    expect(query.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(parseQuery('elk').truncated).toBe(false)
  })

  it('keeps at most MAX_TERMS words', () => {
    const query = parseQuery('one two three four five six seven eight nine ten "eleven twelve"')
    expect(queryWords(query).length).toBeLessThanOrEqual(MAX_TERMS)
    expect(query.phrases).toEqual([['eleven', 'twelve']])
  })

  it('accepts anything without throwing (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 })),
        (raw) => {
          const query = parseQuery(raw)
          expect(query.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH * 2)
          expect(queryWords(query).length).toBeLessThanOrEqual(MAX_TERMS)
          for (const word of queryWords(query)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u)
        },
      ),
    )
    expect(parseQuery(undefined).terms).toEqual([])
    expect(parseQuery(42).terms).toEqual([])
  })

  it('writes a query back as text', () => {
    expect(queryToText({ terms: ['float'], phrases: [['snake', 'river']] })).toBe('"snake river" float')
  })
})

describe('highlighting', () => {
  it('marks whole words that start with a query word, accents ignored', () => {
    expect(highlight('Bison burgers at the Café', ['bis', 'cafe'])).toEqual([
      { text: 'Bison', match: true },
      { text: ' burgers at the ', match: false },
      { text: 'Café', match: true },
    ])
  })

  it('keeps the text exactly, markup included, as plain parts', () => {
    const text = '<b>Elk</b> & <script>alert(1)</script>'
    const parts = highlight(text, ['elk', 'script'])
    expect(parts.map((part) => part.text).join('')).toBe(text)
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Elk', 'script', 'script'])
  })

  it('gives the text unmarked when nothing matches or there are no words', () => {
    expect(highlight('Moose', [])).toEqual([{ text: 'Moose', match: false }])
    expect(highlight('Moose', ['elk'])).toEqual([{ text: 'Moose', match: false }])
    expect(highlight('', ['elk'])).toEqual([])
  })

  it('always gives back the whole text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.array(fc.string({ maxLength: 5 })),
        (text, words) => {
          const parts = highlight(text, words.map(normalizeText).filter(Boolean))
          expect(parts.map((part) => part.text).join('')).toBe(text)
        },
      ),
    )
  })
})

describe('excerpts', () => {
  const text = `${'Quiet meadow words. '.repeat(20)}Bison graze by the river. ${'More words here. '.repeat(20)}`
  it('cuts around the first matching word', () => {
    const cut = excerpt(text, ['bison'], 120)
    expect(cut).toContain('Bison graze')
    expect(cut.startsWith('… ')).toBe(true)
    expect(cut.endsWith(' …')).toBe(true)
  })
  it('starts at the beginning when nothing matches, and keeps short texts whole', () => {
    expect(excerpt(text, ['wolf'], 60).startsWith('Quiet meadow')).toBe(true)
    expect(excerpt('Short text.', ['wolf'])).toBe('Short text.')
  })
})

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('jackon', 'jackson')).toBe(1)
    expect(editDistance('bsion', 'bison')).toBe(1)
    expect(editDistance('moose', 'mouse')).toBe(1)
    expect(editDistance('elk', 'elk')).toBe(0)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })
  it('stops early past the limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3)
    expect(editDistance('a', 'abcdefgh', 2)).toBe(3)
  })
})
