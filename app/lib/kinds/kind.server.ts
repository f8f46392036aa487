import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import { slugify } from '../publication'
import type { SubmissionTable } from '../submission-store.server'
import type { FieldSpecs } from './fields'
import type { ReviewKind } from '.'

/**
 * What the back office needs to know of a kind it reviews (the registry, ./index.server.ts, lists
 * one per kind): its submission table and photos, its fields for the review page, the columns of
 * its summary line, and how an approved submission is published as a listing.
 */
export interface ReviewedKind<Row = Record<string, unknown>> extends SubmissionTable {
  kind: ReviewKind
  fields: FieldSpecs
  /** columns of the list's title and submitter */
  summary: { title: string; name: string; email: string }
  /** inserts the listing inside the decision's transaction; answers its public path */
  publish: (trx: Transaction<Database>, row: Row, now: string) => Promise<string>
}

type ListingTable = 'restaurants' | 'events' | 'activities' | 'articles'

/** A free listing id from a name: its slug, or the slug with -2, -3 ... when taken. */
export async function uniqueId(
  trx: Transaction<Database>,
  table: ListingTable,
  name: string,
): Promise<string> {
  const base = slugify(name)
  const taken = new Set(
    (
      await trx
        .selectFrom(table)
        .select('id')
        .where((eb) => eb.or([eb('id', '=', base), eb('id', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.id),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
