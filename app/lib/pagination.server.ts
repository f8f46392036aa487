import type { SelectQueryBuilder } from 'kysely'
import { PAGE_SIZE, type Paged } from './pagination'

/**
 * One page of a list query: its rows (LIMIT/OFFSET in the database, so a long list never loads
 * whole) and the count of all its rows. A page past the end gives the last page.
 */
export async function selectPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  size = PAGE_SIZE,
): Promise<Paged<O>> {
  // The same FROM and WHERE, counted (no ORDER BY: PostgreSQL refuses one beside count(*)).
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirst()) as { total?: number | string | bigint } | undefined
  const total = Number(counted?.total ?? 0)
  const pageCount = Math.max(1, Math.ceil(total / size))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount)
  const items = await query
    .limit(size)
    .offset((current - 1) * size)
    .execute()
  return { items: items as O[], page: current, pageCount, total }
}

/** A page with its items mapped. */
export function mapPage<T, U>(paged: Paged<T>, map: (item: T) => U): Paged<U> {
  return { ...paged, items: paged.items.map(map) }
}
