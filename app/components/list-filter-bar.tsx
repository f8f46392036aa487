import { FilterLinks } from './filter-links'
import { ListMapToggle } from './list-map-toggle'

/**
 * A section list page's filter bar (/eat, /stay): its filter links, and List View / Map View with
 * the active filter kept in both URLs. `active` is the parsed filter, one of the
 * options' values.
 */
export function ListFilterBar({
  section,
  param,
  label,
  options,
  active,
  id,
  access = [],
}: {
  /** The list page's path, e.g. `/eat` (its map is `${section}/map`). */
  section: string
  /** The query parameter that holds the filter, e.g. `cuisine`. */
  param: string
  label: string
  options: { label: string; to: string; value: string | undefined }[]
  active: string | undefined
  id?: string
  /** the accessibility filters (?access=), kept in the List View / Map View links */
  access?: readonly string[]
}) {
  const params = new URLSearchParams(active ? { [param]: active } : {})
  for (const filter of access) params.append('access', filter)
  const query = params.size ? `?${params.toString()}` : ''
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <FilterLinks label={label} options={options} active={active} id={id} />
      <ListMapToggle listTo={`${section}${query}`} mapTo={`${section}/map${query}`} current="list" />
    </div>
  )
}
