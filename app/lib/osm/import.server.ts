import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import { isLikelyDuplicate, normalizeName } from '../duplicates'
import { logEditorialAction } from '../editorial-log.server'
import { markChecked } from '../freshness.server'
import { freeListingId, looseDb } from '../kinds/editor.server'
import { LISTING_EDITORS } from '../kinds/editors.server'
import { distanceKm, nearest } from '../maps/distance'
import type { Coordinates } from '../maps/projection'
import { reindexListing } from '../search/index.server'
import { type Area, inArea } from './area'
import { type OsmElement, OsmInputError } from './element'
import {
  accessibilityFromOsm,
  mapElement,
  type MappedElement,
  type OsmFields,
  type OsmKind,
  isWanted,
} from './mapping'
import { readAccessibility, saveAccessibility } from '../accessibility/facts.server'
import { detectFormat, type OsmFormat, scanOsm } from './read.server'

/**
 * The OpenStreetMap import (issue 45 items 1-4, decision 049). Reading: two or three streaming
 * passes over the extract (the wanted elements with their tags; the node lists of ways that
 * relations name; the coordinates of only the nodes those ways use), so memory grows with the
 * places the guide lists, never with the extract. A fault in the file stops the import before
 * anything is written. Writing: batches of BATCH elements, one transaction each, keyed by the OSM
 * id, so a rerun after a stop continues safely (what was written is found, never duplicated).
 * Places gone upstream are flagged once a whole extract has been read. A dry run does the same work
 * in one transaction rolled back: the same summary, nothing written.
 */

export type ListingKind = Exclude<OsmKind, 'shops'>
type Trx = Transaction<Database>

const BATCH = 200

/** The columns an import owns, per kind (the rest are the editors' alone). */
const OWNED_COLUMNS: Record<ListingKind, readonly string[]> = {
  restaurants: ['name', 'type', 'location', 'town', 'lat', 'lng', 'phone', 'website', 'opening_hours'],
  stays: ['name', 'type', 'type_key', 'location', 'town', 'lat', 'lng', 'phone', 'website'],
  activities: ['name', 'category', 'location', 'town', 'lat', 'lng', 'phone', 'website', 'opening_hours'],
}

/**
 * What a match to a listing already in the guide proposes where OSM says otherwise: the contact
 * facts and the street address (its name, type and place are the editors' words; its empty fields
 * are filled).
 */
const MATCH_PROPOSES = ['phone', 'website', 'opening_hours', 'location']

export interface ImportSummary {
  /** listings added (drafts waiting in /admin/imports) */
  new: number
  /** listings whose fields changed upstream and were updated */
  changed: number
  /** places gone upstream, flagged */
  gone: number
  /** elements matched to a listing the guide already had */
  matched: number
  /** new listings that may duplicate one the guide has (listed for an editor) */
  uncertain: number
  /** upstream changes to fields changed here since: kept as proposals */
  proposed: number
  unchanged: number
  /** shops and services: the guide has no shop listings (/listings is editorial) */
  shops: number
  outside: number
  /** wanted elements without a position (a way whose nodes are missing from the extract) */
  unplaced: number
}

export interface ImportOptions {
  file: string
  area: Area
  /** the towns a listing's town is the nearest of (the valley map's) */
  towns: readonly Town[]
  dryRun?: boolean
  now?: string
  /** progress lines (the script prints them) */
  log?: (line: string) => void
}

interface Candidate {
  type: OsmElement['type']
  id: string
  tags: Record<string, string>
  lat?: number
  lon?: number
  refs?: string[]
  members?: { type: OsmElement['type']; ref: string }[]
}

/** The wanted elements of an extract, placed (centroids for ways and relations), in the area. */
export async function readExtract(
  file: string,
  area: Area,
  format?: OsmFormat,
): Promise<{
  mapped: (MappedElement & { osmType: string; osmId: string })[]
  shops: number
  outside: number
  unplaced: number
}> {
  const kind = format ?? (await detectFormat(file))
  const candidates: Candidate[] = []
  const neededWays = new Set<string>()
  const neededNodes = new Set<string>()
  await scanOsm(file, kind, (element) => {
    if (!isWanted(element.tags)) return
    candidates.push(element)
    if (element.lat !== undefined) return
    for (const ref of element.refs ?? []) neededNodes.add(ref)
    for (const member of element.members ?? [])
      if (member.type === 'node') neededNodes.add(member.ref)
      else if (member.type === 'way') neededWays.add(member.ref)
  })
  const wayRefs = new Map<string, string[]>()
  if (neededWays.size)
    await scanOsm(file, kind, (element) => {
      if (element.type !== 'way' || !neededWays.has(element.id)) return
      wayRefs.set(element.id, element.refs ?? [])
      for (const ref of element.refs ?? []) neededNodes.add(ref)
    })
  const nodes = new Map<string, [number, number]>()
  if (neededNodes.size)
    await scanOsm(file, kind, (element) => {
      if (element.type === 'node' && neededNodes.has(element.id) && element.lat !== undefined)
        nodes.set(element.id, [element.lat, element.lon ?? 0])
    })
  const centroid = (refs: string[]) => {
    // A closed way repeats its first node: counted once.
    const unique = [...new Set(refs)].map((ref) => nodes.get(ref)).filter((c) => c !== undefined)
    if (!unique.length || unique.length < new Set(refs).size) return null
    return {
      lat: unique.reduce((sum, c) => sum + c[0], 0) / unique.length,
      lng: unique.reduce((sum, c) => sum + c[1], 0) / unique.length,
    }
  }
  const result = {
    mapped: [] as (MappedElement & { osmType: string; osmId: string })[],
    shops: 0,
    outside: 0,
    unplaced: 0,
  }
  for (const candidate of candidates) {
    let pin: { lat: number; lng: number } | null = null
    if (candidate.lat !== undefined && candidate.lon !== undefined)
      pin = { lat: candidate.lat, lng: candidate.lon }
    else if (candidate.refs) pin = centroid(candidate.refs)
    else if (candidate.members)
      pin = centroid(
        candidate.members.flatMap((m) =>
          m.type === 'node' ? [m.ref] : m.type === 'way' ? (wayRefs.get(m.ref) ?? []) : [],
        ),
      )
    if (!pin) {
      result.unplaced++
      continue
    }
    if (!inArea(pin, area)) {
      result.outside++
      continue
    }
    const mapped = mapElement(candidate.tags, pin)
    if (!mapped) continue
    if (mapped.kind === 'shops') {
      result.shops++
      continue
    }
    result.mapped.push({ ...mapped, osmType: candidate.type, osmId: candidate.id })
  }
  return result
}

/** A town a listing may be in or near. */
export interface Town extends Coordinates {
  name: string
}

/** The columns an element's fields give a listing of `kind` (the import's values per field). */
export function columnsFor(
  kind: ListingKind,
  fields: OsmFields,
  towns: readonly Town[],
): Record<string, string | number | null> {
  const town = nearest({ lat: fields.lat, lng: fields.lng }, towns)?.name ?? ''
  const common = {
    name: fields.name,
    location: fields.location || (town ? `Near ${town}` : ''),
    town,
    lat: Math.round(fields.lat * 1e7) / 1e7,
    lng: Math.round(fields.lng * 1e7) / 1e7,
    phone: fields.phone,
    website: fields.website,
  }
  if (kind === 'restaurants')
    return { ...common, type: fields.type, opening_hours: fields.opening_hours || null }
  if (kind === 'stays') return { ...common, type: fields.type, type_key: fields.category }
  return { ...common, category: fields.category, opening_hours: fields.opening_hours || null }
}

/** The columns only a new listing gets (what OSM does not know: the editors fill them in). */
function newListingColumns(kind: ListingKind, columns: Record<string, unknown>): Record<string, unknown> {
  const what = kind === 'restaurants' || kind === 'stays' ? String(columns.type) : String(columns.category)
  const description = columns.town ? `${what} in or near ${columns.town}.` : `${what}.`
  const base = { description, full_description: '' }
  if (kind === 'restaurants')
    return { ...base, cuisines: '[]', price: '', hours: '', from_jackson: '', tags: '[]', amenities: '[]' }
  if (kind === 'stays')
    return {
      ...base,
      price_per_night: 0,
      guests: 0,
      amenities: '[]',
      features: '[]',
      policy_check_in: '',
      policy_check_out: '',
      policy_cancellation: '',
      policy_pets: '',
      email: '',
    }
  return {
    ...base,
    duration: '',
    difficulty: '',
    age_group: '',
    price: '',
    price_range: '',
    season: '',
    best_time: '',
    tags: '[]',
    highlights: '[]',
    requirements: '[]',
    safety: '[]',
    featured: 0,
  }
}

/** Whether two column values are the same fact (coordinates within about a metre). */
export function sameValue(a: unknown, b: unknown): boolean {
  const blank = (v: unknown) => v === null || v === undefined || v === ''
  if (blank(a) && blank(b)) return true
  if (typeof a === 'number' || typeof b === 'number') return Math.abs(Number(a) - Number(b)) < 1e-5
  return String(a ?? '') === String(b ?? '')
}

const digits = (phone: unknown) => {
  const d = String(phone ?? '').replace(/\D/g, '')
  return d.length >= 10 ? d.slice(-10) : ''
}
const site = (url: unknown) =>
  String(url ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '')

interface GuideListing {
  id: string
  name: string
  lat: number | null
  lng: number | null
  phone: string
  website: string
  town: string | null
}

/** A sure match: same name within 150 m (or the same town), the same phone, or the same website. */
export function sureMatch(columns: Record<string, unknown>, listing: GuideListing): boolean {
  if (
    isLikelyDuplicate(
      { name: String(columns.name), lat: Number(columns.lat), lng: Number(columns.lng) },
      { name: listing.name, lat: listing.lat, lng: listing.lng },
    )
  )
    return true
  const phone = digits(columns.phone)
  if (phone && phone === digits(listing.phone)) return true
  const web = site(columns.website)
  return Boolean(web && web === site(listing.website))
}

/** Words too common in place names to suggest the same place ("Diner", "Lodge", "Jackson"). */
const GENERIC_WORDS = new Set(
  'bar cafe coffee diner grill kitchen restaurant saloon pizza bakery lodge hotel motel inn cabins ranch resort camp campground hostel park museum gallery center centre tours rentals outfitters house shop river mountain valley teton tetons jackson hole wyoming'.split(
    ' ',
  ),
)

/** An uncertain match: a name sharing a distinctive word (four letters or more), within 500 m. */
export function possibleMatch(columns: Record<string, unknown>, listing: GuideListing): boolean {
  if (listing.lat === null || listing.lng === null) return false
  const near =
    distanceKm(
      { lat: Number(columns.lat), lng: Number(columns.lng) },
      { lat: listing.lat, lng: listing.lng },
    ) <= 0.5
  if (!near) return false
  const words = new Set(
    normalizeName(String(columns.name))
      .split(' ')
      .filter((w) => w.length >= 4 && !GENERIC_WORDS.has(w)),
  )
  return normalizeName(listing.name)
    .split(' ')
    .some((word) => words.has(word))
}

class DryRunRollback extends Error {}

/** Runs the import; the summary is what was (or, dry, would be) done. */
export async function importOsm(db: Db, options: ImportOptions): Promise<ImportSummary> {
  const now = options.now ?? new Date().toISOString()
  const log = options.log ?? (() => {})
  log(`Reading ${options.file} …`)
  const extract = await readExtract(options.file, options.area)
  const summary: ImportSummary = {
    new: 0,
    changed: 0,
    gone: 0,
    matched: 0,
    uncertain: 0,
    proposed: 0,
    unchanged: 0,
    shops: extract.shops,
    outside: extract.outside,
    unplaced: extract.unplaced,
  }
  log(`${extract.mapped.length} places to import; writing …`)
  const run = async (trx: Trx) => {
    const guide = await guideListings(trx)
    for (let start = 0; start < extract.mapped.length; start += BATCH) {
      const batch = extract.mapped.slice(start, start + BATCH)
      const work = async (t: Trx) => {
        for (const element of batch)
          await importElement(t, element, { guide, summary, now, towns: options.towns })
      }
      // A real run writes each batch in its own transaction (resumable); a dry run all in one.
      if (options.dryRun) await work(trx)
      else await db.transaction().execute(work)
    }
    const flagGone = async (t: Trx) => {
      summary.gone = await flagGonePlaces(t, options.area, now)
      await writeContentVersion(t)
    }
    if (options.dryRun) await flagGone(trx)
    else await db.transaction().execute(flagGone)
  }
  if (options.dryRun) {
    await db
      .transaction()
      .execute(async (trx) => {
        await run(trx)
        throw new DryRunRollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof DryRunRollback)) throw error
      })
  } else {
    await run(db as unknown as Trx)
    notifyContentChanged()
  }
  return summary
}

type Guide = Record<ListingKind, { rows: GuideListing[]; linked: Set<string> }>

/** What one run's elements share. */
interface Run {
  guide: Guide
  summary: ImportSummary
  now: string
  towns: readonly Town[]
}

/** The guide's listings of each kind, and which are already linked to an OSM element. */
async function guideListings(db: Trx): Promise<Guide> {
  const linkedRows = await db.selectFrom('osm_imports').select(['listing_type', 'listing_id']).execute()
  const guide = {} as Guide
  for (const kind of ['restaurants', 'stays', 'activities'] as const) {
    const rows = (await looseDb(db)
      .selectFrom(kind)
      .select(['id', 'name', 'lat', 'lng', 'phone', 'website', 'town'])
      .execute()) as GuideListing[]
    guide[kind] = {
      rows: rows.map((r) => ({
        ...r,
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
      })),
      linked: new Set(linkedRows.filter((r) => r.listing_type === kind).map((r) => r.listing_id)),
    }
  }
  return guide
}

async function importElement(
  trx: Trx,
  element: MappedElement & { osmType: string; osmId: string },
  run: Run,
) {
  const { guide, summary, now, towns } = run
  const kind = element.kind as ListingKind
  const existing = await trx
    .selectFrom('osm_imports')
    .selectAll()
    .where('osm_type', '=', element.osmType)
    .where('osm_id', '=', element.osmId)
    .executeTakeFirst()
  if (existing) return updateFromUpstream(trx, existing, element, run)

  const columns = columnsFor(kind, element.fields, towns)
  const { rows, linked } = guide[kind]
  const free = rows.filter((row) => !linked.has(row.id))
  const match = free.find((row) => sureMatch(columns, row))
  const record = {
    osm_type: element.osmType,
    osm_id: element.osmId,
    listing_type: kind,
    upstream: JSON.stringify(columns),
    confirmed: JSON.stringify(Object.fromEntries(Object.keys(columns).map((key) => [key, now]))),
    raw: JSON.stringify(element.raw),
    lat: element.fields.lat,
    lng: element.fields.lng,
    last_seen_at: now,
    created_at: now,
  }
  if (match) {
    // Matched, not added twice: the editors' values stay; where OSM says otherwise, a proposal.
    const row = (await looseDb(trx)
      .selectFrom(kind)
      .selectAll()
      .where('id', '=', match.id)
      .executeTakeFirst()) as Record<string, unknown>
    const fill: Record<string, unknown> = {}
    const proposed: Record<string, { upstream: unknown; current: unknown }> = {}
    for (const column of OWNED_COLUMNS[kind]) {
      if (sameValue(row[column], columns[column])) continue
      if (row[column] === null || row[column] === '') fill[column] = columns[column]
      else if (
        MATCH_PROPOSES.includes(column) &&
        columns[column] !== null &&
        columns[column] !== '' &&
        !(column === 'phone' && digits(row[column]) === digits(columns[column])) &&
        !(column === 'website' && site(row[column]) === site(columns[column])) &&
        !(column === 'location' && !element.fields.location)
      )
        proposed[column] = { upstream: columns[column], current: row[column] }
    }
    if (Object.keys(fill).length)
      await looseDb(trx).updateTable(kind).set(fill).where('id', '=', match.id).execute()
    await trx
      .insertInto('osm_imports')
      .values({
        ...record,
        listing_id: match.id,
        proposed: Object.keys(proposed).length ? JSON.stringify(proposed) : null,
        review: null,
        possible_match: null,
      })
      .execute()
    await markChecked(trx, kind, match.id, 'import', null, now)
    await importAccessibility(trx, kind, match.id, element.raw, now)
    linked.add(match.id)
    summary.matched++
    if (Object.keys(proposed).length) summary.proposed++
    return
  }
  const maybe = free.find((row) => possibleMatch(columns, row))
  const spec = LISTING_EDITORS[kind]
  const id = await freeListingId(trx, kind, String(columns.name))
  await looseDb(trx)
    .insertInto(kind)
    .values({
      ...spec.defaults(columns),
      ...newListingColumns(kind, columns),
      ...columns,
      id,
      created_at: now,
      // A draft until an editor publishes it from /admin/imports (decision 038).
      hidden: 1,
      draft: 1,
      checked_at: now,
      checked_by: 'import',
      checked_by_user: null,
    })
    .execute()
  await trx
    .insertInto('osm_imports')
    .values({ ...record, listing_id: id, proposed: null, review: 'new', possible_match: maybe?.id ?? null })
    .execute()
  await logEditorialAction(
    trx,
    {
      actorId: null,
      action: 'created',
      subjectType: kind,
      subjectId: id,
      subjectTitle: String(columns.name),
      detail: `Imported from OpenStreetMap (${element.osmType} ${element.osmId})`,
    },
    now,
  )
  await importAccessibility(trx, kind, id, element.raw, now)
  await reindexListing(trx, kind, id)
  linked.add(id)
  summary.new++
  if (maybe) summary.uncertain++
}

/**
 * The accessibility facts OSM's tags give (accessibilityFromOsm) over what the listing has, unless
 * an editor or the business confirmed its facts: theirs are never overwritten by an import.
 */
async function importAccessibility(
  trx: Trx,
  kind: ListingKind,
  id: string,
  raw: Readonly<Record<string, string>>,
  now: string,
) {
  const fromOsm = accessibilityFromOsm(raw)
  if (!Object.keys(fromOsm).length) return
  const current = await readAccessibility(trx, kind, id)
  if (current.checked && current.checked.by !== 'import') return
  await saveAccessibility(trx, kind, id, { ...current.facts, ...fromOsm }, { by: 'import', now })
}

type ImportRow = Database['osm_imports'] extends infer T ? { [K in keyof T]: T[K] } : never

/**
 * A known element seen again: each field changed upstream is updated unless it was changed here
 * since the last import (then a proposal showing both values); every field seen is confirmed now.
 */
async function updateFromUpstream(
  trx: Trx,
  record: ImportRow,
  element: MappedElement,
  { summary, now, towns }: Run,
) {
  const kind = record.listing_type as ListingKind
  const row = (await looseDb(trx)
    .selectFrom(kind)
    .selectAll()
    .where('id', '=', record.listing_id)
    .executeTakeFirst()) as Record<string, unknown> | undefined
  const wasGone = record.gone_at !== null
  if (!row) {
    // Deleted by an editor: never brought back.
    await trx
      .updateTable('osm_imports')
      .set({ last_seen_at: now })
      .where('osm_type', '=', record.osm_type)
      .where('osm_id', '=', record.osm_id)
      .execute()
    summary.unchanged++
    return
  }
  const columns = columnsFor(kind, element.fields, towns)
  const before = JSON.parse(record.upstream) as Record<string, unknown>
  const confirmed = JSON.parse(record.confirmed) as Record<string, string>
  const proposed = (record.proposed ? JSON.parse(record.proposed) : {}) as Record<
    string,
    { upstream: unknown; current: unknown }
  >
  const update: Record<string, unknown> = {}
  let newProposal = false
  for (const column of OWNED_COLUMNS[kind]) {
    confirmed[column] = now
    const upstream = columns[column]
    if (sameValue(upstream, before[column])) continue
    if (sameValue(row[column], before[column])) update[column] = upstream
    else if (sameValue(row[column], upstream)) delete proposed[column]
    else {
      proposed[column] = { upstream, current: row[column] }
      newProposal = true
    }
  }
  const changed = Object.keys(update).length > 0
  if (changed) {
    await looseDb(trx).updateTable(kind).set(update).where('id', '=', record.listing_id).execute()
    await reindexListing(trx, kind, record.listing_id)
  }
  await markChecked(trx, kind, record.listing_id, 'import', null, now)
  await importAccessibility(trx, kind, record.listing_id, element.raw, now)
  await trx
    .updateTable('osm_imports')
    .set({
      upstream: JSON.stringify(columns),
      confirmed: JSON.stringify(confirmed),
      proposed: Object.keys(proposed).length ? JSON.stringify(proposed) : null,
      raw: JSON.stringify(element.raw),
      lat: element.fields.lat,
      lng: element.fields.lng,
      last_seen_at: now,
      gone_at: null,
      // Still new stays new; a change (or a place back from gone) asks for a look.
      review:
        record.review === 'new'
          ? 'new'
          : changed || wasGone
            ? 'changed'
            : record.review === 'gone'
              ? null
              : record.review,
    })
    .where('osm_type', '=', record.osm_type)
    .where('osm_id', '=', record.osm_id)
    .execute()
  if (changed) summary.changed++
  else summary.unchanged++
  if (newProposal) summary.proposed++
}

/** Elements of the area not in this extract: flagged gone (their listings stay, for an editor). */
async function flagGonePlaces(trx: Trx, area: Area, now: string): Promise<number> {
  const missing = await trx
    .selectFrom('osm_imports')
    .select(['osm_type', 'osm_id', 'lat', 'lng'])
    .where('last_seen_at', '<', now)
    .where('gone_at', 'is', null)
    .execute()
  let gone = 0
  for (const row of missing) {
    if (row.lat === null || row.lng === null || !inArea({ lat: Number(row.lat), lng: Number(row.lng) }, area))
      continue
    await trx
      .updateTable('osm_imports')
      .set({ gone_at: now, review: 'gone' })
      .where('osm_type', '=', row.osm_type)
      .where('osm_id', '=', row.osm_id)
      .execute()
    gone++
  }
  return gone
}

/** "214 new, 12 changed, 3 gone" and the rest, as the script and the review page say it. */
export function summaryLine(summary: ImportSummary): string {
  const parts = [`${summary.new} new`, `${summary.changed} changed`, `${summary.gone} gone`]
  const more = [
    summary.matched && `${summary.matched} matched to listings already in the guide`,
    summary.uncertain &&
      `${summary.uncertain} possible ${summary.uncertain === 1 ? 'duplicate' : 'duplicates'} to look at`,
    summary.proposed && `${summary.proposed} with changes proposed to fields edited here`,
    summary.unchanged && `${summary.unchanged} unchanged`,
    summary.shops && `${summary.shops} shops and services skipped (the guide has no shop listings)`,
    summary.outside && `${summary.outside} outside the area`,
    summary.unplaced && `${summary.unplaced} without a position`,
  ].filter(Boolean)
  return [parts.join(', '), ...more].join('; ')
}

export { OsmInputError }
