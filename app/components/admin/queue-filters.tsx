import { Form, Link } from 'react-router'
import { SelectField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'
import { LISTING_SORTS, type QueueFilters } from '~/lib/listing-filters'

/**
 * A submission queue's filter form (issue 51 item 5): town and category (offered only when the
 * pending submissions have some) and the sort, as a GET form so they are in the URL; the queue's
 * status filter rides along.
 */
export function QueueFiltersForm({
  path,
  status,
  filters,
  options,
}: {
  path: string
  status: string
  filters: QueueFilters
  options: { towns: string[]; categories: string[] }
}) {
  const t = useT()
  return (
    <Form
      method="get"
      action={path}
      role="search"
      aria-label={t('adminReview.filters.label')}
      className="mt-4 grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {status !== 'all' ? <input type="hidden" name="status" value={status} /> : null}
      {options.towns.length > 0 ? (
        <SelectField
          name="town"
          label={t('adminReview.filters.town')}
          defaultValue={filters.town}
          options={[{ value: '', label: t('adminReview.filters.allTowns') }, ...options.towns]}
        />
      ) : null}
      {options.categories.length > 0 ? (
        <SelectField
          name="category"
          label={t('adminReview.filters.category')}
          defaultValue={filters.category}
          options={[{ value: '', label: t('adminReview.filters.allCategories') }, ...options.categories]}
        />
      ) : null}
      <SelectField
        name="sort"
        label={t('adminReview.filters.sort')}
        defaultValue={filters.sort}
        options={(['', ...LISTING_SORTS] as const).map((s) => ({
          value: s,
          label: t(`adminReview.sort.${s || 'default'}`),
        }))}
      />
      <div className="col-span-2 flex flex-wrap gap-3 lg:col-span-1">
        <Button type="submit" variant="outline">
          {t('adminReview.filters.submit')}
        </Button>
        <Link
          to={status !== 'all' ? `${path}?status=${status}` : path}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('adminReview.filters.clear')}
        </Link>
      </div>
    </Form>
  )
}
