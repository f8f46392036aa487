import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../../db/schema'
import type { CheckedBy } from '../freshness'
import type { EditorField, EditorValues } from '../kinds/editor'
import {
  type AccessibilityFacts,
  type AccessibilityKind,
  ENTRANCE_LABELS,
  ENTRANCES,
  FACT_NAMES,
  factsOf,
  factsOfKind,
  type FactSpec,
  type ListingAccessibility,
  listingAccessibilityOf,
  SURFACE_LABELS,
  SURFACES,
  YES_NO,
} from './facts'
import { ACCESS_FILTER_FACTS, type AccessFilter } from './filters'

/**
 * Accessibility facts, the server half (decision 050): one `listing_accessibility` row per listing
 * (no row: every fact unknown), read for a page or many cards, written with its own check (who
 * confirmed the facts and when, decision 046's model), the editor's fields for a kind (kept outside
 * the listing's row: the spec's readExtra/writeExtra), and the list filters as a subquery.
 */

type AnyDb = Kysely<Database> | Transaction<Database>

/** A listing's facts and their check (every fact unknown when it has none). */
export async function readAccessibility(
  db: AnyDb,
  kind: AccessibilityKind,
  id: string,
): Promise<ListingAccessibility> {
  const row = await db
    .selectFrom('listing_accessibility')
    .selectAll()
    .where('listing_type', '=', kind)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  return listingAccessibilityOf(row)
}

/** The facts of many listings of a kind (ids without a row are left out: all unknown). */
export async function readAccessibilityOf(
  db: AnyDb,
  kind: AccessibilityKind,
  ids: readonly string[],
): Promise<Map<string, AccessibilityFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('listing_accessibility')
    .selectAll()
    .where('listing_type', '=', kind)
    .where('listing_id', 'in', [...ids])
    .execute()
  return new Map(rows.map((row) => [row.listing_id, factsOf(row)]))
}

function sameFacts(a: AccessibilityFacts, b: AccessibilityFacts): boolean {
  return FACT_NAMES.every((name) => a[name] === b[name])
}

/**
 * Writes a listing's facts. Facts that changed are confirmed now by `by` (and the account); the
 * same facts saved again keep their check. Answers whether they changed.
 */
export async function saveAccessibility(
  db: AnyDb,
  kind: AccessibilityKind,
  id: string,
  facts: AccessibilityFacts,
  {
    by,
    userId = null,
    now = new Date().toISOString(),
  }: { by: CheckedBy; userId?: string | null; now?: string },
): Promise<boolean> {
  const before = await readAccessibility(db, kind, id)
  const next = factsOf(facts)
  if (sameFacts(before.facts, next)) return false
  const check = { checked_at: now, checked_by: by, checked_by_user: userId }
  const exists = await db
    .selectFrom('listing_accessibility')
    .select('listing_id')
    .where('listing_type', '=', kind)
    .where('listing_id', '=', id)
    .executeTakeFirst()
  if (exists)
    await db
      .updateTable('listing_accessibility')
      .set({ ...next, ...check })
      .where('listing_type', '=', kind)
      .where('listing_id', '=', id)
      .execute()
  else
    await db
      .insertInto('listing_accessibility')
      .values({ listing_type: kind, listing_id: id, ...next, ...check })
      .execute()
  return true
}

export async function deleteAccessibility(db: AnyDb, kind: AccessibilityKind, id: string): Promise<void> {
  await db
    .deleteFrom('listing_accessibility')
    .where('listing_type', '=', kind)
    .where('listing_id', '=', id)
    .execute()
}

/**
 * The ids of a kind's listings that meet every filter (a known "yes" each; unknowns never match),
 * as a subquery for `where('id', 'in', ...)`; `db` may be a query's expression builder.
 */
export function accessibleIds(
  db: AnyDb | ExpressionBuilder<Database, keyof Database>,
  kind: AccessibilityKind,
  filters: readonly AccessFilter[],
) {
  let query = (db as AnyDb)
    .selectFrom('listing_accessibility')
    .select('listing_accessibility.listing_id')
    .where('listing_accessibility.listing_type', '=', kind)
  for (const filter of filters) {
    const { fact, values } = ACCESS_FILTER_FACTS[filter]
    query = query.where(`listing_accessibility.${fact}`, 'in', values as never[])
  }
  return query
}

// ---------------------------------------------------------------------------------------------
// The listing editor (each kind's spec takes these fields and extras)

const FIELD_PREFIX = 'a11y_'

function editorField(spec: FactSpec): EditorField {
  const base = {
    name: `${FIELD_PREFIX}${spec.name}`,
    label: `Accessibility: ${spec.label}${spec.unit ? ` (${spec.unit})` : ''}`,
    description: spec.description,
    extra: true,
    absentIsEmpty: true,
  }
  switch (spec.type) {
    case 'yes-no':
      return {
        ...base,
        input: 'select',
        options: YES_NO,
        optionLabels: { yes: 'Yes', no: 'No' },
        emptyLabel: 'Not known',
      }
    case 'entrance':
      return {
        ...base,
        input: 'select',
        options: ENTRANCES,
        optionLabels: ENTRANCE_LABELS,
        emptyLabel: 'Not known',
      }
    case 'surface':
      return {
        ...base,
        input: 'select',
        options: SURFACES,
        optionLabels: SURFACE_LABELS,
        emptyLabel: 'Not known',
      }
    case 'number':
      return {
        ...base,
        input: 'number',
        nullable: true,
        decimal: spec.decimal,
        max: spec.max,
        description: spec.description ?? 'Empty: not known.',
      }
    default:
      return { ...base, input: 'text', max: spec.max }
  }
}

/** The editor's accessibility fields of a kind (after its own fields). */
export function accessibilityFields(kind: AccessibilityKind): EditorField[] {
  return factsOfKind(kind).map(editorField)
}

function factsFromData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(FACT_NAMES.map((name) => [name, data[`${FIELD_PREFIX}${name}`]]))
}

/** Checks across the facts: a step's height only with a one-step entrance; slopes in order. */
export function refineAccessibility(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const facts = factsFromData(data)
  if (
    facts.step_cm !== null &&
    facts.step_cm !== undefined &&
    facts.step_cm !== '' &&
    facts.entrance !== 'one-step'
  )
    ctx.addIssue({
      code: 'custom',
      path: [`${FIELD_PREFIX}step_cm`],
      message: 'Give the step’s height only when the entrance has one step (or choose “One step”)',
    })
  const typical = facts.slope_typical
  const max = facts.slope_max
  if (typeof typical === 'number' && typeof max === 'number' && max < typical)
    ctx.addIssue({
      code: 'custom',
      path: [`${FIELD_PREFIX}slope_max`],
      message: 'The steepest slope cannot be less than the typical slope',
    })
}

/** The listing editor's extras for a kind's facts: read into the form, written after the row. */
export function accessibilityExtras(kind: AccessibilityKind) {
  return {
    async readExtra(db: Kysely<Database>, id: string): Promise<EditorValues> {
      const { facts } = await readAccessibility(db, kind, id)
      return Object.fromEntries(
        factsOfKind(kind).map((spec) => [
          `${FIELD_PREFIX}${spec.name}`,
          facts[spec.name] === null ? '' : String(facts[spec.name]),
        ]),
      )
    },
    async writeExtra(
      trx: Transaction<Database>,
      id: string,
      data: Record<string, unknown>,
      context?: { actorId?: string | null; now?: string; by?: CheckedBy },
    ): Promise<void> {
      await saveAccessibility(trx, kind, id, factsOf(factsFromData(data)), {
        by: context?.by ?? 'editor',
        userId: context?.actorId ?? null,
        now: context?.now,
      })
    },
    async deleteExtra(trx: Transaction<Database>, id: string): Promise<void> {
      await deleteAccessibility(trx, kind, id)
    },
  }
}
