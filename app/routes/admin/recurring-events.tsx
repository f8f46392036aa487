import { data, Form, Link, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { formatLongDate, todayInTimeZone } from '~/lib/dates'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import {
  cancelOccurrence,
  getEventRecurrence,
  listRepeatingEvents,
  restoreOccurrence,
} from '~/lib/kinds/event-occurrences.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/recurring-events'

export const meta = () => [
  ...pageMeta('Repeating events', 'Cancel or restore single days of repeating events.'),
  { name: 'robots', content: 'noindex' },
]

/** Every repeating event with its next days and the days cancelled from today on. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const db = getDb()
  const today = todayInTimeZone()
  const events = await listRepeatingEvents(db)
  return {
    events: await Promise.all(
      events.map(async (event) => ({
        ...event,
        recurrence: (await getEventRecurrence(db, event, { today, limit: 12 }))!,
      })),
    ),
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

// With JavaScript, a send that fails keeps the page (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

/** Cancel one day (it leaves the calendar, the lists and the feeds) or put it back. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const intent = read.form.get('intent')
  const eventId = read.form.get('eventId')
  const date = read.form.get('date')
  if (
    (intent !== 'cancel' && intent !== 'restore') ||
    typeof eventId !== 'string' ||
    typeof date !== 'string' ||
    !DATE.test(date)
  ) {
    return data({ error: 'Choose a day to cancel or restore.' }, { status: 400 })
  }
  const db = getDb()
  if (intent === 'restore') await restoreOccurrence(db, eventId, date)
  else if (!(await cancelOccurrence(db, eventId, date, user.id))) {
    return data({ error: 'That event does not take place on that day.' }, { status: 400 })
  }
  return redirect('/admin/recurring-events')
}

export default function AdminRecurringEventsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Repeating events</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Cancel a single day of a repeating event: it leaves the calendar, the lists and the calendar feeds,
        and its page says it is cancelled. Restore puts it back.
      </p>
      {actionData?.error ? (
        <p role="alert" className="text-destructive mt-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.events.length === 0 ? (
        <p className="mt-6">No repeating events yet. Approved events that repeat appear here.</p>
      ) : (
        loaderData.events.map((event) => (
          <Card key={event.id} className="mt-6 p-5">
            <h2 className="text-2xl font-bold break-words">
              <Link to={`/events/${event.id}`} className="underline-offset-4 hover:underline">
                {event.title}
              </Link>
            </h2>
            <p className="text-muted-foreground mt-1">
              {event.recurrence.text}, at {event.time}
            </p>
            <h3 className="mt-4 font-semibold">Next days</h3>
            {event.recurrence.upcoming.length === 0 ? (
              <p className="mt-1">No more days to come.</p>
            ) : (
              <ul className="divide-border mt-2 divide-y">
                {event.recurrence.upcoming.map((day) => (
                  <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>{formatLongDate(day)}</span>
                    <Link
                      to={`/admin/listings/events/${encodeURIComponent(event.id)}?date=${day}`}
                      className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    >
                      Edit this date<span className="sr-only">: {formatLongDate(day)}</span>
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="eventId" value={event.id} />
                      <input type="hidden" name="date" value={day} />
                      <Button type="submit" name="intent" value="cancel" variant="outline" disabled={pending}>
                        Cancel this day<span className="sr-only">: {formatLongDate(day)}</span>
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            {event.recurrence.cancelled.length > 0 ? (
              <>
                <h3 className="mt-4 font-semibold">Cancelled days</h3>
                <ul className="divide-border mt-2 divide-y">
                  {event.recurrence.cancelled.map((day) => (
                    <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>{formatLongDate(day)}</span>
                      <Form method="post">
                        <input type="hidden" name="eventId" value={event.id} />
                        <input type="hidden" name="date" value={day} />
                        <Button
                          type="submit"
                          name="intent"
                          value="restore"
                          variant="outline"
                          disabled={pending}
                        >
                          Restore<span className="sr-only">: {formatLongDate(day)}</span>
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>
        ))
      )}
    </div>
  )
}
