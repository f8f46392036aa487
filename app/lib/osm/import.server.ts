import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { notifyContentChanged, writeContentVersion } from '../content-version.server'
import type { Db } from '../db.server'
import type { Area } from './area'
import { importElement } from './apply.server'
import type { ImportSummary, Town } from './columns'
import { readExtract } from './extract.server'
import { guideListings } from './match.server'
import { flagGonePlaces } from './upstream.server'

/**
 * The OpenStreetMap import (issue 45 items 1-4, decision 049). Reading (./extract.server.ts): two
 * or three streaming passes over the extract, so memory grows with the places the guide lists,
 * never with the extract. A fault in the file stops the import before anything is written.
 * Writing: batches of BATCH elements, one transaction each, keyed by the OSM id, so a rerun after a
 * stop continues safely (what was written is found, never duplicated); each element is matched
 * against the guide's listings (./match.server.ts) and applied (./apply.server.ts,
 * ./upstream.server.ts). Places gone upstream are flagged once a whole extract has been read. A dry
 * run does the same work in one transaction rolled back: the same summary, nothing written.
 */

type Trx = Transaction<Database>

const BATCH = 200

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
