import { useState } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { Checkbox } from '~/components/ui/checkbox'
import { Card } from '~/components/ui/card'
import type { BulkAction, BulkOutcome } from '~/lib/bulk'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * A list whose rows can be ticked and acted on together (issue 51 item 5). It is one real form:
 * the ticked rows are sent as `id` fields with the pressed action button, so it works without
 * JavaScript; "Select all on this page" is then a link that reloads the page with every row ticked.
 * With JavaScript it ticks them in place and counts what is selected.
 */
export function BulkForm<T extends { id: string; title: string }>({
  items,
  selectAll,
  toolbar,
  renderItem,
  label,
}: {
  items: T[]
  /** every row ticked (the page was asked for with ?select=all) */
  selectAll: boolean
  /** the action buttons (name="intent") and their fields */
  toolbar: React.ReactNode
  renderItem: (item: T) => React.ReactNode
  /** what the rows are, for the form's name ("Restaurants") */
  label: string
}) {
  const t = useT()
  const hydrated = useHydrated()
  const location = useLocation()
  const [selected, setSelected] = useState(() => new Set(selectAll ? items.map((i) => i.id) : []))
  const all = items.length > 0 && items.every((item) => selected.has(item.id))
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const params = new URLSearchParams(location.search)
  params.set('select', 'all')
  return (
    <Form method="post" aria-label={t('adminReview.bulk.formLabel', { label })} className="mt-4">
      <div className="border-border bg-card flex flex-wrap items-end gap-3 rounded-(--radius-card) border p-3">
        {hydrated ? (
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <Checkbox
              checked={all}
              onChange={(event) =>
                setSelected(new Set(event.currentTarget.checked ? items.map((i) => i.id) : []))
              }
            />
            {t('adminReview.bulk.selectAll')}
          </label>
        ) : (
          <Link
            to={`${location.pathname}?${params}`}
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            {t('adminReview.bulk.selectAll')}
          </Link>
        )}
        {hydrated ? (
          <p className="text-muted-foreground flex min-h-11 items-center" aria-live="polite">
            {t('adminReview.bulk.selected', { count: selected.size })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">{toolbar}</div>
      </div>
      <Card className="mt-4 overflow-hidden">
        <ul className="divide-border divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex items-stretch">
              <label className="hover:bg-muted flex min-h-11 shrink-0 cursor-pointer items-center px-4">
                <Checkbox
                  name="id"
                  value={item.id}
                  aria-label={t('adminReview.bulk.selectOne', { title: item.title })}
                  checked={selected.has(item.id)}
                  onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                />
              </label>
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
            </li>
          ))}
        </ul>
      </Card>
    </Form>
  )
}

/** What a bulk action did: the count of each outcome, then why each refused row was refused. */
export function BulkResult({ outcome }: { outcome: BulkOutcome | undefined }) {
  const t = useT()
  if (!outcome) return null
  return (
    <div
      role="status"
      className="border-primary bg-card mt-4 rounded-(--radius-card) border-2 p-4"
      data-testid="bulk-result"
    >
      <p className="font-semibold">{bulkSummary(t, outcome)}</p>
      {outcome.failed.length > 0 ? (
        <ul className="mt-2 list-disc pl-6">
          {outcome.failed.map((item) => (
            <li key={item.id} className="break-words">
              {t('adminReview.bulk.failure', { title: item.title || item.id, reason: item.reason })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** '3 approved, 1 could not be approved.' in the page's language. */
function bulkSummary(t: ReturnType<typeof useT>, { action, done, failed }: BulkOutcome): string {
  const doneWords = t(`adminReview.bulk.done.${action satisfies BulkAction}` as MessageKey, {
    count: done.length,
  })
  if (!failed.length) return t('adminReview.bulk.summary', { done: doneWords })
  const failedWords = t(`adminReview.bulk.failed.${action}` as MessageKey, { count: failed.length })
  return t('adminReview.bulk.summaryFailed', { done: doneWords, failed: failedWords })
}
