import { Form, Link, useLocation } from 'react-router'
import { BulkResult } from '~/components/admin/bulk-form'
import { formatAdminLongDate } from '~/components/admin/admin-dates'
import { regionDateTime } from '~/lib/i18n/region-date-time'
import { SelectField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import type { BulkAnswer } from '~/lib/bulk'
import { useT } from '~/lib/i18n/use-t'
import type { ListingType } from '~/lib/kinds/editor'
import { type ListingFilters, type ListingGap, LISTING_SORTS, LISTING_STATUSES } from '~/lib/listing-filters'
import { cn } from '~/lib/utils'

/**
 * The parts of the back office's listing list (issue 51 item 5): its filter form (a GET form, so
 * the filters are in the URL), one row, and the confirmation a bulk deletion asks for.
 */

const all = (label: string) => ({ value: '', label })

export function ListingFiltersForm({
  filters,
  options,
}: {
  filters: ListingFilters
  options: { towns: string[]; categories: string[]; gaps: ListingGap[] }
}) {
  const { pathname } = useLocation()
  const t = useT()
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('adminListings.filters.label')}
      className="mt-4 grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-3"
    >
      <TextField
        className="col-span-2 lg:col-span-1"
        name="q"
        label={t('adminListings.filters.q')}
        type="search"
        defaultValue={filters.q}
        maxLength={100}
      />
      <SelectField
        name="status"
        label={t('adminListings.filters.status')}
        defaultValue={filters.status}
        options={[
          all(t('adminListings.filters.all')),
          ...LISTING_STATUSES.map((s) => ({ value: s, label: t(`adminListings.status.${s}`) })),
        ]}
      />
      {options.towns.length > 0 ? (
        <SelectField
          name="town"
          label={t('adminListings.filters.town')}
          defaultValue={filters.town}
          options={[all(t('adminListings.filters.allTowns')), ...options.towns]}
        />
      ) : null}
      <SelectField
        name="category"
        label={t('adminListings.filters.category')}
        defaultValue={filters.category}
        options={[all(t('adminListings.filters.allCategories')), ...options.categories]}
      />
      <SelectField
        name="missing"
        label={t('adminListings.filters.missing')}
        defaultValue={filters.missing}
        options={[
          all(t('adminListings.filters.anything')),
          ...options.gaps.map((g) => ({ value: g, label: t(`adminListings.gap.${g}`) })),
        ]}
      />
      <SelectField
        name="sort"
        label={t('adminListings.filters.sort')}
        defaultValue={filters.sort}
        options={LISTING_SORTS.map((s) => ({ value: s, label: t(`adminListings.sort.${s}`) }))}
      />
      <div className="col-span-2 flex flex-wrap gap-3 lg:col-span-1">
        <Button type="submit" variant="outline">
          {t('adminListings.filters.submit')}
        </Button>
        <Link
          to={pathname}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('adminListings.filters.clear')}
        </Link>
      </div>
    </Form>
  )
}

export interface ListingRowItem {
  id: string
  title: string
  hidden: boolean
  /** never published yet (hidden too) */
  draft?: boolean
  town: string
  category: string
  updatedAt: string
  missing: ListingGap[]
  scheduledFor?: string
}

export function ListingRow({ type, item }: { type: ListingType; item: ListingRowItem }) {
  const t = useT()
  return (
    <Link
      to={t.path(`/admin/listings/${type}/${encodeURIComponent(item.id)}`)}
      className="hover:bg-muted focus-visible:outline-ring flex min-h-11 flex-col gap-1 py-3 pr-4 focus-visible:outline-3 focus-visible:-outline-offset-3"
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 text-lg font-semibold break-words">{item.title}</span>
        <span
          className={cn(
            'rounded px-2 py-0.5 text-sm font-semibold',
            item.hidden || item.scheduledFor ? 'bg-amber-100 text-amber-900' : 'bg-muted',
          )}
        >
          {item.hidden
            ? t(item.draft ? 'adminListings.status.draft' : 'adminListings.status.hidden')
            : item.scheduledFor
              ? t('adminListings.row.scheduledFor', {
                  date: formatAdminLongDate(item.scheduledFor, t.locale),
                })
              : t('adminListings.status.published')}
        </span>
      </span>
      <span className="text-muted-foreground text-sm break-words">
        {[
          item.town,
          item.category,
          t('adminListings.row.updated', { when: regionDateTime(item.updatedAt, t.locale) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {item.missing.length > 0 ? (
        <span className="text-sm font-semibold text-amber-900">
          {item.missing.map((gap) => t(`adminListings.gap.${gap}`)).join(' · ')}
        </span>
      ) : null}
    </Link>
  )
}

/** "Delete 3 restaurants for good?" with the ticked ids kept, to send again confirmed. */
export function DeleteConfirmation({
  ids,
  titles,
  noun,
  note,
  level = 3,
}: {
  ids: string[]
  titles: string[]
  noun: string
  /** what goes with them */
  note?: string
  /** the question's heading level (3 under a list's h2, 2 right under the page's h1) */
  level?: 2 | 3
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { pathname, search } = useLocation()
  const t = useT()
  return (
    <Form
      method="post"
      className="border-destructive bg-card mt-4 rounded-(--radius-card) border-2 p-4"
      aria-labelledby="bulk-delete-heading"
    >
      <div role="alert">
        <Heading id="bulk-delete-heading" className="text-lg font-bold">
          {t('admin.bulk.deleteQuestion', { count: ids.length, noun })}
        </Heading>
      </div>
      <p className="mt-1">{note ?? t('admin.bulk.deleteNote')}</p>
      <ul className="mt-2 list-disc pl-6">
        {titles.map((title, i) => (
          <li key={`${i}-${title}`} className="break-words">
            {title}
          </li>
        ))}
      </ul>
      {ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <input type="hidden" name="confirm" value="yes" />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="delete" variant="destructive">
          {t('admin.bulk.deleteButton', { count: ids.length, noun })}
        </Button>
        <Link
          to={`${pathname}${search}`}
          className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
        >
          {t('admin.bulk.cancel')}
        </Link>
      </div>
    </Form>
  )
}

/**
 * What a bulk form was answered (decision 039), above its list: an error, the deletion's question
 * (`noun` names the rows: "restaurants", `note` what goes with them), or what was done to each row.
 */
export function BulkAnswerNotice({
  answer,
  noun,
  note,
  level,
}: {
  answer: BulkAnswer | undefined
  noun: (count: number) => string
  note?: string
  level?: 2 | 3
}) {
  if (!answer) return null
  if ('error' in answer)
    return (
      <p
        role="alert"
        className="border-destructive text-destructive mt-4 rounded-lg border-2 p-4 font-semibold"
      >
        {answer.error}
      </p>
    )
  if ('confirmDelete' in answer)
    return (
      <DeleteConfirmation
        {...answer.confirmDelete}
        noun={noun(answer.confirmDelete.ids.length)}
        note={note}
        level={level}
      />
    )
  return <BulkResult outcome={answer.outcome} />
}
