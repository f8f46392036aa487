import { Form } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { formatDateTime } from '~/components/admin/field-list'
import type { MessageKey } from '~/lib/i18n/messages'
import { type Translator, useT } from '~/lib/i18n/use-t'
import { instantToRegionLocal } from '~/lib/schedule-time'

export interface PublicationState {
  hidden: boolean
  draft: boolean
  publishAt: string | null
  unpublishAt: string | null
}

/** "Draft", "Hidden" or "Published": a listing's state as the back office's badges say it. */
export function publicationLabel({ hidden, draft }: { hidden: boolean; draft: boolean }): string {
  return draft ? 'Draft' : hidden ? 'Hidden' : 'Published'
}

export function PublicationBadge({ hidden, draft }: { hidden: boolean; draft: boolean }) {
  const t = useT()
  const english = publicationLabel({ hidden, draft })
  // Shared with the imports page: its words when the page sends `adminEditor.common`, else English.
  const key = (
    draft
      ? 'adminEditor.common.publication.draft'
      : hidden
        ? 'adminEditor.common.publication.hidden'
        : 'adminEditor.common.publication.published'
  ) satisfies MessageKey
  return (
    <span
      className={
        hidden
          ? 'rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900'
          : 'bg-muted rounded px-2 py-0.5 text-sm font-semibold'
      }
    >
      {t.has(key) ? t(key) : english}
    </span>
  )
}

/** What is scheduled, in words ("Publishes Mar 1, 2027, 9:00 AM MST."), or null. */
export function scheduleSummary(
  { publishAt, unpublishAt }: Pick<PublicationState, 'publishAt' | 'unpublishAt'>,
  t: Translator,
) {
  const parts = [
    publishAt ? t('adminEditor.schedule.publishes', { when: formatDateTime(publishAt, t.locale) }) : '',
    unpublishAt ? t('adminEditor.schedule.unpublishes', { when: formatDateTime(unpublishAt, t.locale) }) : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' ') : null
}

/**
 * The editor's Schedule form (articles and events): publish and unpublish at a date and time in
 * the guide's zone, MST or MDT by the date. Empty clears a time. Works without scripts.
 */
export function ScheduleCard({
  state,
  values,
  errors,
  pending,
}: {
  state: PublicationState
  values?: { publish_at?: string; unpublish_at?: string }
  errors?: Record<string, string[]>
  pending: boolean
}) {
  const t = useT()
  const summary = scheduleSummary(state, t)
  return (
    <Card className="mt-6">
      <CardContent>
        <Form method="post" className="grid gap-4" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading" className="font-display text-2xl font-bold">
            {t('adminEditor.schedule.heading')}
          </h2>
          <p className="text-muted-foreground">{t('adminEditor.schedule.text')}</p>
          {summary ? <p className="font-semibold">{summary}</p> : null}
          <div className="grid gap-4 md:grid-cols-2">
            {state.hidden ? (
              <TextField
                name="publish_at"
                label={t('adminEditor.schedule.publishOn')}
                type="datetime-local"
                defaultValue={values?.publish_at ?? instantToRegionLocal(state.publishAt)}
                errors={errors?.publish_at}
              />
            ) : null}
            <TextField
              name="unpublish_at"
              label={t('adminEditor.schedule.unpublishOn')}
              type="datetime-local"
              defaultValue={values?.unpublish_at ?? instantToRegionLocal(state.unpublishAt)}
              errors={errors?.unpublish_at}
              description={t('adminEditor.schedule.unpublishHint')}
            />
          </div>
          <div>
            <Button type="submit" name="intent" value="schedule" variant="outline" disabled={pending}>
              {t('adminEditor.schedule.save')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
