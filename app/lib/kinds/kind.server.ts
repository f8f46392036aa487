import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import type { Db } from '../db.server'
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
  /**
   * columns of the list's title and submitter, and of where an imported row came from (shown
   * instead of the submitter when set)
   */
  summary: { title: string; name: string; email: string; source?: string }
  /**
   * inserts the listing inside the decision's transaction; answers its public path. `choices` are
   * the editor's explicit choices on approval (the public category).
   */
  publish: (trx: Transaction<Database>, row: Row, now: string, choices?: PublishChoices) => Promise<string>
  /**
   * The public category a listing of this kind goes into, when the submission form's categories
   * are not the public ones: the editor chooses it on approval (prefilled with the best match);
   * nothing is remapped silently.
   */
  publicCategory?: {
    options: readonly string[]
    /** the suggestion ('' when the editor has to choose) */
    bestMatch: (db: Db | Transaction<Database>, row: Row) => string | Promise<string>
  }
  /**
   * The published listing approving this row changes (a newer version of an imported event),
   * rather than a new listing: the approval records a revision of it.
   */
  listingOf?: (trx: Transaction<Database>, row: Row) => Promise<string | undefined>
  /** for rows imported from elsewhere (calendar feeds): where from, and what they update */
  origin?: (db: Db, row: Row) => Promise<SubmissionOrigin | null>
}

/** What the editor chose when approving. */
export interface PublishChoices {
  /** one of the kind's `publicCategory.options` */
  category?: string
  /**
   * the listing editor's values (checked with the listing type's editor schema) written over the
   * published listing: the editor corrected the submission before approving it
   */
  corrections?: Record<string, unknown>
}

/** Where an imported submission came from, shown on its review page. */
export interface SubmissionOrigin {
  /** the source's name, e.g. the calendar feed's */
  importedFrom: string
  /** the earlier submission of the same outside item that this one updates */
  updates: { id: string; title: string; status: string } | null
  /** the published listing that approving this one updates (only the fields changed upstream) */
  updatesListing: string | null
  /** labels of the fields changed since the listing's version (else since the earlier submission) */
  changed: string[]
  /** "Cancelled by the feed … on …": the outside item was cancelled; approving withdraws the listing */
  cancelled: string | null
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
