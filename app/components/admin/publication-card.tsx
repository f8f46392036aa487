import { Form } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { formatRegionDateTime, instantToRegionLocal } from '~/lib/schedule-time'

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
  return (
    <span
      className={
        hidden
          ? 'rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900'
          : 'bg-muted rounded px-2 py-0.5 text-sm font-semibold'
      }
    >
      {publicationLabel({ hidden, draft })}
    </span>
  )
}

/** What is scheduled, in words ("Publishes Mar 1, 2027, 9:00 AM MST."), or null. */
export function scheduleSummary({
  publishAt,
  unpublishAt,
}: Pick<PublicationState, 'publishAt' | 'unpublishAt'>) {
  const parts = [
    publishAt ? `Publishes ${formatRegionDateTime(publishAt)}.` : '',
    unpublishAt ? `Unpublishes ${formatRegionDateTime(unpublishAt)}.` : '',
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
  const summary = scheduleSummary(state)
  return (
    <Card className="mt-6">
      <CardContent>
        <Form method="post" className="grid gap-4" aria-labelledby="schedule-heading">
          <h2 id="schedule-heading" className="font-display text-2xl font-bold">
            Schedule
          </h2>
          <p className="text-muted-foreground">
            It goes live and leaves the site at these times by itself. Times are Mountain Time (MST/MDT).
          </p>
          {summary ? <p className="font-semibold">{summary}</p> : null}
          <div className="grid gap-4 md:grid-cols-2">
            {state.hidden ? (
              <TextField
                name="publish_at"
                label="Publish on (MST/MDT)"
                type="datetime-local"
                defaultValue={values?.publish_at ?? instantToRegionLocal(state.publishAt)}
                errors={errors?.publish_at}
              />
            ) : null}
            <TextField
              name="unpublish_at"
              label="Unpublish on (MST/MDT)"
              type="datetime-local"
              defaultValue={values?.unpublish_at ?? instantToRegionLocal(state.unpublishAt)}
              errors={errors?.unpublish_at}
              description="Leave empty to keep it on the site."
            />
          </div>
          <div>
            <Button type="submit" name="intent" value="schedule" variant="outline" disabled={pending}>
              Save schedule
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
