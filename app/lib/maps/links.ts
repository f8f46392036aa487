/**
 * A link to the same page with some query parameters changed (null or undefined removes one) and
 * the others kept, so the map pages' filters, view and page survive every link between them.
 */
export function hrefWith(
  pathname: string,
  search: string | URLSearchParams,
  changes: Record<string, string | null | undefined>,
): string {
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key)
    else params.set(key, value)
  }
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}
