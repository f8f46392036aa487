/**
 * Search text rules shared by the index, the queries and the pages (browser-safe, no database):
 * how text is normalized (lower case, accents removed, words only), how a visitor's query becomes
 * plain terms that are safe to give any engine, which words of a text to highlight, and the edit
 * distance behind "Did you mean".
 *
 * Both engines index and query the normalized form, so SQLite FTS5 and PostgreSQL see the same
 * words: "Café Númer-1" is indexed as "cafe numer 1" and found by "cafe", "CAFÉ" or "numer".
 */

/** Longest query kept, in characters; longer ones are cut and the page says so. */
export const MAX_QUERY_LENGTH = 200
/** Most words a query is searched with (the rest are ignored). */
export const MAX_TERMS = 8
/** Longest word searched; longer runs of letters are cut. */
export const MAX_TERM_LENGTH = 40

/** Letters NFD does not split into a base letter and an accent. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
}
const FOLDED_RE = /[ßæœøđðþłı]/g
const MARKS_RE = /\p{M}+/gu
const NON_WORD_RE = /[^\p{L}\p{N}]+/gu

/** One word (or any text) folded: lower case, accents and marks removed ("Café" -> "cafe"). */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS_RE, '')
    .toLowerCase()
    .replace(FOLDED_RE, (c) => FOLDED[c] ?? c)
}

/** Text as the index stores it: folded words separated by single spaces. */
export function normalizeText(text: string): string {
  return fold(text).replace(NON_WORD_RE, ' ').trim()
}

/** The distinct words of a text, normalized. */
export function wordsOf(text: string): string[] {
  const normalized = normalizeText(text)
  return normalized ? [...new Set(normalized.split(' '))] : []
}

/**
 * Common English words left out of a query (unless the query has nothing else): they match almost
 * every page, and "and", "or", "not", "near" are operators to some engines.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'near',
  'not',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
])

export interface SearchQuery {
  /** the query as shown back to the visitor: control characters removed, cut to MAX_QUERY_LENGTH */
  text: string
  /** the visitor's query was longer than MAX_QUERY_LENGTH and was cut */
  truncated: boolean
  /** single words, normalized ([\p{L}\p{N}] only); each matches as a word prefix */
  terms: string[]
  /** quoted phrases ("snake river"): their words, normalized, matched next to each other */
  phrases: string[][]
}

/** Nothing to search for. */
export function isEmptyQuery(query: SearchQuery): boolean {
  return query.terms.length === 0 && query.phrases.length === 0
}

// Control and format characters (NUL included), and lone surrogates.
const CONTROL_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]+/gu

/**
 * A visitor's query as plain terms. Anything goes in (very long text, punctuation only, NUL bytes,
 * FTS operators, unbalanced quotes, SQL): what comes out holds only normalized letters and digits,
 * at most MAX_TERMS words, so no engine ever sees the raw text. Balanced double quotes make a
 * phrase; every other character only separates words.
 */
export function parseQuery(raw: unknown): SearchQuery {
  let text = typeof raw === 'string' ? raw : ''
  text = text.replace(CONTROL_RE, ' ').replace(/\s+/g, ' ').trim()
  const chars = Array.from(text)
  const truncated = chars.length > MAX_QUERY_LENGTH
  if (truncated) text = chars.slice(0, MAX_QUERY_LENGTH).join('').trim()

  const phrases: string[][] = []
  const loose: string[] = []
  // Split on double quotes (straight or curly): odd parts were inside a pair. A last, unpaired
  // quote leaves its part loose.
  const parts = text.split(/["“”„]/)
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1 && index < parts.length - 1
    const words = normalizeText(part)
      .split(' ')
      .filter(Boolean)
      .map((word) => word.slice(0, MAX_TERM_LENGTH))
    if (quoted && words.length > 1) phrases.push(words)
    else loose.push(...words)
  })

  let terms = [...new Set(loose)]
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term))
  if (meaningful.length > 0 || phrases.length > 0) terms = meaningful

  // Keep at most MAX_TERMS words in all, phrases first.
  let budget = MAX_TERMS
  const keptPhrases: string[][] = []
  for (const phrase of phrases) {
    if (budget < 2) break
    const words = phrase.slice(0, budget)
    keptPhrases.push(words)
    budget -= words.length
  }
  return { text, truncated, terms: terms.slice(0, Math.max(0, budget)), phrases: keptPhrases }
}

/** Every normalized word a query searches for (terms and phrase words). */
export function queryWords(query: SearchQuery): string[] {
  return [...new Set([...query.terms, ...query.phrases.flat()])]
}

/** A query as text again, for links ("Did you mean" and the like). */
export function queryToText(query: Pick<SearchQuery, 'terms' | 'phrases'>): string {
  return [...query.phrases.map((phrase) => `"${phrase.join(' ')}"`), ...query.terms].join(' ')
}

export interface TextPart {
  text: string
  match: boolean
}

const WORD_RE = /[\p{L}\p{N}\p{M}]+/gu

/**
 * A text cut into parts, the words that match the query marked: a word matches when its folded
 * form starts with one of the query's words. Pages render the marked parts as <mark> elements,
 * never as HTML.
 */
export function highlight(text: string, words: readonly string[]): TextPart[] {
  if (!text) return []
  if (words.length === 0) return [{ text, match: false }]
  const parts: TextPart[] = []
  let last = 0
  for (const found of text.matchAll(WORD_RE)) {
    const word = found[0]
    const folded = normalizeText(word).replace(/ /g, '')
    if (!words.some((w) => folded.startsWith(w))) continue
    const start = found.index
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    parts.push({ text: word, match: true })
    last = start + word.length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

/**
 * A short passage of `text` around its first word matching the query (about `length` characters,
 * cut at word boundaries, with … where it was cut); the start of the text when nothing matches.
 */
export function excerpt(text: string, words: readonly string[], length = 180): string {
  // Lines (list items, headings, paragraphs) run on with a separator, not glued together.
  const clean = text
    .replace(/([^\s.!?:;,…])[^\S\n]*\n\s*/g, '$1 · ')
    .replace(/\s+/g, ' ')
    .trim()
  if (clean.length <= length) return clean
  let at = -1
  for (const found of clean.matchAll(WORD_RE)) {
    const folded = normalizeText(found[0]).replace(/ /g, '')
    if (words.some((w) => folded.startsWith(w))) {
      at = found.index
      break
    }
  }
  let start = at < 0 ? 0 : Math.max(0, at - Math.floor(length / 3))
  if (start > 0) {
    const space = clean.indexOf(' ', start)
    start = space >= 0 && space < at ? space + 1 : start
  }
  let end = Math.min(clean.length, start + length)
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end)
    if (space > start) end = space
  }
  return `${start > 0 ? '… ' : ''}${clean.slice(start, end)}${end < clean.length ? ' …' : ''}`
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or `max + 1` as soon as
 * it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1)
      row.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}

/** How many edits a word of this length may be off by and still be corrected. */
export function allowedEdits(word: string): number {
  return word.length <= 3 ? 0 : word.length <= 5 ? 1 : 2
}
