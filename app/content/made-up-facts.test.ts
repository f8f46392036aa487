import { sql } from 'kysely'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteFooter } from '../components/site-footer'
import { messagesFor } from '../lib/i18n/catalog.server'
import { LOCALES, type Locale } from '../lib/i18n/config'
import { createTranslator, TranslatorContext } from '../lib/i18n/use-t'
import { createTestDb, TEST_DIALECTS, type TestDb } from '../../tests/setup/db'
import { SERVICE_CATEGORIES } from './visit'

/**
 * Facts that can save a day are real (issue 45 item 5): no made-up phone number (555-0100 to
 * 555-0199, the ones reserved for fiction), no example address (example.com, *.example) and no
 * "(fictional)" anywhere in the public content, except in a listing flagged as a sample.
 */

const MADE_UP = [
  { what: 'a 555-01xx number', pattern: /555[-.\s]?01\d\d/ },
  { what: 'an example address', pattern: /\bexample\.[a-z]|\.example\b/i },
  { what: '"(fictional)"', pattern: /\(fictional\)/i },
]

/** Each text that carries a made-up fact, with what it carries. */
export function madeUpFacts(texts: readonly string[]): string[] {
  return texts.flatMap((text) => MADE_UP.filter((m) => m.pattern.test(text)).map((m) => `${m.what}: ${text}`))
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf)
  return []
}

// Every content module the public pages render from (app/content/*.ts), every exported value.
const CONTENT = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

describe('the public content', () => {
  it('carries no made-up number, example address or "(fictional)"', () => {
    const texts = Object.values(CONTENT).flatMap((module) => stringsOf(Object.values(module)))
    expect(Object.keys(CONTENT).length).toBeGreaterThanOrEqual(10)
    expect(texts.length).toBeGreaterThan(300)
    expect(madeUpFacts(texts)).toEqual([])
  })

  it('the footer on every page carries none', () => {
    // In each language, as the shell renders it (its words from the catalogs).
    const footer = (locale: Locale) =>
      renderToString(
        createElement(
          TranslatorContext.Provider,
          { value: createTranslator(locale, messagesFor(locale, ['shell'])) },
          createElement(MemoryRouter, null, createElement(SiteFooter)),
        ),
      )
    const pages = LOCALES.map(footer)
    expect(pages[0]).toContain('Contact us')
    expect(madeUpFacts(pages)).toEqual([])
  })

  it('is caught when it does (planted copies)', () => {
    const planted = [
      'Valley Hospital: (307) 555-0111',
      'Call 307.555.0199 any time',
      'Write to hello@wyomingnavigator.example',
      'See https://example.com/elk',
      'Salt River Creamery (fictional)',
    ]
    expect(madeUpFacts(planted)).toHaveLength(planted.length)
    expect(madeUpFacts(['(307) 885-5800', '911', 'jhavalanche.org', 'an example of a ride'])).toEqual([])
  })

  it('each essential service names the public page it was checked against, and when', () => {
    const services = SERVICE_CATEGORIES.flatMap((c) => c.services)
    expect(services.length).toBeGreaterThanOrEqual(6)
    for (const service of services) {
      expect(service.source, service.id).toMatch(/^https?:\/\//)
      expect(service.checked, service.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(service.phone ?? service.address, service.id).toBeTruthy()
    }
    expect(services.find((s) => s.phone === '911')).toBeDefined()
  })
})

const LISTING_TABLES = ['restaurants', 'stays', 'activities', 'events', 'music_shows'] as const

describe.each(TEST_DIALECTS)('listings on %s', (dialect) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(dialect)
  })
  afterAll(async () => t.cleanup())

  /** The listings not flagged as samples whose text carries a made-up fact. */
  async function unflagged(): Promise<string[]> {
    const found: string[] = []
    for (const table of LISTING_TABLES) {
      const rows = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} where sample = 0`.execute(t.db)
      for (const row of rows.rows)
        for (const hit of madeUpFacts(stringsOf(Object.values(row))))
          found.push(`${table}:${String(row.id)}: ${hit}`)
    }
    return found
  }

  it('carry made-up facts only when flagged as samples, and a planted one is caught', async () => {
    const samples = await sql<{ n: number }>`select count(*) as n from activities where sample = 1`.execute(
      t.db,
    )
    expect(Number(samples.rows[0]!.n)).toBeGreaterThan(0)
    expect((await unflagged()).sort()).toEqual([])
    // A sample listing taken over as real (the flag cleared) with its made-up number is caught.
    await t.db.updateTable('activities').set({ sample: 0 }).where('id', '=', 'taggart-lake-hike').execute()
    await t.db
      .updateTable('activities')
      .set({ phone: '(307) 555-0142' })
      .where('id', '=', 'taggart-lake-hike')
      .execute()
    expect(await unflagged()).toEqual([
      'activities:taggart-lake-hike: a 555-01xx number: (307) 555-0142',
      'activities:taggart-lake-hike: an example address: https://example.com/taggart-lake-family-hike',
    ])
  })
})
