import { KIND_INTENTS, SYNONYMS } from './synonyms'
import type { SearchQuery } from './text'
import type { SearchType } from './types'

/**
 * A visitor's query as the engines search it (browser-safe, no database): each word (or quoted
 * phrase) is a concept that must match, as any of its alternatives: the words themselves, or the
 * other names of their group in ./synonyms.ts ("hot springs" is also "hot pools", "soak", "pool").
 * The same concepts become an FTS5 expression (SQLite) and a tsquery (PostgreSQL), in two modes:
 * as typed (the visitor's words match as word prefixes: "bis" finds bison), and whole words (a word
 * or its plain inflections: "ski" is ski, skis, skiing, skier, never skills), which ranks first.
 */

export interface Alternative {
  words: string[]
  /** the words next to each other, in this order (else anywhere in the text) */
  phrase: boolean
  /** the visitor's words (or a synonym's last word) match as prefixes when searched as typed */
  prefix: boolean
}
/** One thing the query asks for: any of its alternatives. */
export type Concept = Alternative[]

/** The names of the synonym groups, as word lists, longest first. */
const NAMES = SYNONYMS.flatMap((group, index) =>
  group.map((name) => ({ words: name.split(' '), group: index })),
).sort((a, b) => b.words.length - a.words.length)

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((w, i) => w === b[i])

/** The other names of a synonym group, as alternatives (phrases when more than one word). */
function othersOf(group: number, except: readonly string[]): Alternative[] {
  return SYNONYMS[group]!.map((name) => name.split(' '))
    .filter((words) => !same(words, except))
    .map((words) => ({ words, phrase: words.length > 1, prefix: true }))
}

/** The query's concepts: its phrases, then its words (runs of words that name a synonym group together). */
export function expandQuery(query: Pick<SearchQuery, 'terms' | 'phrases'>): Concept[] {
  const concepts: Concept[] = []
  for (const phrase of query.phrases) {
    const name = NAMES.find((n) => same(n.words, phrase))
    const own: Alternative = { words: phrase, phrase: true, prefix: false }
    concepts.push(name ? [own, ...othersOf(name.group, phrase)] : [own])
  }
  const terms = query.terms
  for (let i = 0; i < terms.length;) {
    const name = NAMES.find((n) => same(n.words, terms.slice(i, i + n.words.length)))
    if (name) {
      const own: Alternative = { words: name.words, phrase: false, prefix: true }
      concepts.push([own, ...othersOf(name.group, name.words)])
      i += name.words.length
    } else {
      concepts.push([{ words: [terms[i]!], phrase: false, prefix: true }])
      i += 1
    }
  }
  return concepts
}

/**
 * A word and its plain inflections (plural, -ing, -er, -ed), for whole-word matching: "ski" gives
 * ski, skis, skiing, skier, skiers, skied; "hike" gives hikes, hiking, hiker.
 */
export function wordForms(word: string): string[] {
  if (word.length < 2 || /^\d+$/.test(word)) return [word]
  const forms = new Set([word, `${word}s`, `${word}es`, `${word}ing`, `${word}er`, `${word}ers`, `${word}ed`])
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1)
    for (const form of [`${stem}ing`, `${word}d`, `${word}r`, `${word}rs`]) forms.add(form)
  }
  if (word.endsWith('y')) forms.add(`${word.slice(0, -1)}ies`)
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word))
    for (const end of ['ing', 'er', 'ed']) forms.add(`${word}${word.at(-1)}${end}`)
  return [...forms]
}

/** Prefix matching needs two letters at least (one letter matches as a whole word). */
const isPrefix = (alt: Alternative, word: string) => alt.prefix && word.length >= 2

/** An alternative's words as an engine writes them, in one of the two modes. */
function writeAlternative(
  alt: Alternative,
  wholeWords: boolean,
  write: {
    word: (w: string, prefix: boolean) => string
    phrase: (words: string[], prefix: boolean) => string
    and: string
    or: string
    /** the engine stems the words itself: whole words are the words as they are (no English inflections) */
    stemmed?: boolean
  },
): string {
  if (wholeWords && write.stemmed)
    return alt.phrase
      ? write.phrase(alt.words, false)
      : `(${alt.words.map((w) => write.word(w, false)).join(write.and)})`
  if (alt.phrase) {
    const last = alt.words.at(-1)!
    const head = alt.words.slice(0, -1)
    if (!wholeWords || !isPrefix(alt, last)) return write.phrase(alt.words, isPrefix(alt, last))
    return `(${wordForms(last)
      .map((form) => write.phrase([...head, form], false))
      .join(write.or)})`
  }
  const words = alt.words.map((w) => {
    if (!isPrefix(alt, w)) return write.word(w, false)
    if (!wholeWords) return write.word(w, true)
    return `(${wordForms(w)
      .map((form) => write.word(form, false))
      .join(write.or)})`
  })
  return `(${words.join(write.and)})`
}

function writeConcepts(
  concepts: Concept[],
  wholeWords: boolean,
  write: Parameters<typeof writeAlternative>[2],
) {
  return concepts
    .map((concept) => `(${concept.map((alt) => writeAlternative(alt, wholeWords, write)).join(write.or)})`)
    .join(write.and)
}

/** The FTS5 expression of the concepts (words only: the caller adds the columns). */
export function ftsConcepts(concepts: Concept[], wholeWords = false): string {
  return writeConcepts(concepts, wholeWords, {
    word: (w, prefix) => `"${w}"${prefix ? '*' : ''}`,
    phrase: (words, prefix) => `"${words.join(' ')}"${prefix ? '*' : ''}`,
    and: ' AND ',
    or: ' OR ',
  })
}

/** The PostgreSQL tsquery text of the concepts ('bis':* & ('hot' <-> 'tub':* | 'soak':*)). */
export function tsqueryConcepts(concepts: Concept[], wholeWords = false): string {
  return tsqueryConceptList(concepts, wholeWords).join(' & ')
}

/**
 * The PostgreSQL tsquery text of each concept, its words looking only at words of these weights
 * ('bis':*ABC) when given. `stemmed`: the text goes through a language's configuration
 * (to_tsquery('spanish', ...)), which stems each word: whole words are then the words as typed.
 */
export function tsqueryConceptList(
  concepts: Concept[],
  wholeWords = false,
  { weights = '', stemmed = false }: { weights?: string; stemmed?: boolean } = {},
): string[] {
  const word = (w: string, prefix: boolean) =>
    `'${w}'${prefix || weights ? ':' : ''}${prefix ? '*' : ''}${weights}`
  const write = {
    word,
    phrase: (words: string[], prefix: boolean) =>
      `(${words.map((w, i) => word(w, prefix && i === words.length - 1)).join(' <-> ')})`,
    and: ' & ',
    or: ' | ',
    stemmed,
  }
  return concepts.map(
    (concept) => `(${concept.map((alt) => writeAlternative(alt, wholeWords, write)).join(write.or)})`,
  )
}

/**
 * The kinds a query asks for by its words or their synonyms ("breakfast", "espresso":
 * restaurants; "cabin": places to stay).
 */
export function queryIntent(concepts: Concept[]): SearchType[] {
  const words = concepts.flatMap((concept) => concept.flatMap((alt) => alt.words))
  const kinds: SearchType[] = []
  for (const [kind, names] of Object.entries(KIND_INTENTS) as [SearchType, readonly string[]][])
    if (words.some((w) => names.some((name) => w === name || w === `${name}s` || w === `${name}es`)))
      kinds.push(kind)
  return kinds
}
