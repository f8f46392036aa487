import { Form } from 'react-router'
import { Accessibility } from '~/components/icons'
import { CheckboxField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { ACCESS_PARAM, type AccessFilter } from '~/lib/accessibility/filters'
import { useT } from '~/lib/i18n/use-t'

/**
 * The accessibility filters of a list, map or search (issue 46 item 2): checkboxes in a GET form,
 * so the choice is in the URL (?access=step-free&access=restroom) and works without JavaScript.
 * `keep`: the page's other query values, sent along. Only places whose facts say yes are shown;
 * unknown facts never count as yes.
 */
export function AccessFilters({
  action,
  filters,
  active,
  keep = {},
}: {
  action: string
  filters: readonly AccessFilter[]
  active: readonly AccessFilter[]
  keep?: Record<string, string | undefined>
}) {
  const t = useT()
  return (
    <Form method="get" action={t.path(action)} preventScrollReset className="mt-4" data-access-filters>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <legend className="flex items-center gap-2 text-sm font-semibold">
          <Accessibility aria-hidden="true" className="size-4" />
          {t('listing.access.legend')}
        </legend>
        {filters.map((filter) => (
          <CheckboxField
            key={filter}
            name={ACCESS_PARAM}
            value={filter}
            id={`access-${filter}`}
            label={t(`listing.access.filter.${filter}`)}
            defaultChecked={active.includes(filter)}
          />
        ))}
        <Button type="submit" variant="outline" size="sm">
          {t('listing.access.apply')}
        </Button>
      </fieldset>
    </Form>
  )
}

/** A query string's `access` values appended to a path (the other filters' links keep them). */
export function withAccess(to: string, active: readonly AccessFilter[]): string {
  if (active.length === 0) return to
  const [path, query = ''] = to.split('?')
  const params = new URLSearchParams(query)
  for (const filter of active) params.append(ACCESS_PARAM, filter)
  return `${path}?${params.toString()}`
}
