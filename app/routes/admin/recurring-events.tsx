import { data, Form, Link, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { todayInTimeZone } from '~/lib/dates'
import { formatLongDate } from '~/lib/dates-intl'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { knownWords } from '~/lib/i18n/known-words.server'
import { ruleInWords } from '~/lib/kinds/event-words.server'
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

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.title ?? 'Repeating events',
    loaderData?.description ?? 'Cancel or restore single days of repeating events.',
  ),
  { name: 'robots', content: 'noindex' },
]

/** Every repeating event with its next days and the days cancelled from today on. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const db = getDb()
  const today = todayInTimeZone()
  const events = await listRepeatingEvents(db)
  return {
    messages: messagesFor(locale, ['adminEditor']),
    title: t('adminEditor.recurring.title'),
    description: t('adminEditor.recurring.metaDescription'),
    events: await Promise.all(
      events.map(async (event) => {
        const recurrence = (await getEventRecurrence(db, event, { today, limit: 12 }))!
        // Its rule in the page's language ("Every week on Saturdays"; an imported rule stays English).
        return { ...event, recurrence, rule: ruleInWords(locale, event, recurrence.text) }
      }),
    ),
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

// With JavaScript, a send that fails keeps the page (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

/** Cancel one day (it leaves the calendar, the lists and the feeds) or put it back. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: knownWords(locale, [])(read.message) }, { status: read.status })
  const intent = read.form.get('intent')
  const eventId = read.form.get('eventId')
  const date = read.form.get('date')
  if (
    (intent !== 'cancel' && intent !== 'restore') ||
    typeof eventId !== 'string' ||
    typeof date !== 'string' ||
    !DATE.test(date)
  ) {
    return data({ error: t('adminEditor.error.chooseDay') }, { status: 400 })
  }
  const db = getDb()
  if (intent === 'restore') await restoreOccurrence(db, eventId, date)
  else if (!(await cancelOccurrence(db, eventId, date, user.id))) {
    return data({ error: t('adminEditor.error.notThatDay') }, { status: 400 })
  }
  return redirect(localizedPath('/admin/recurring-events', locale))
}

export default function AdminRecurringEventsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  const t = useT()
  const long = (day: string) => formatLongDate(day, t.locale)
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminEditor.recurring.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">{t('adminEditor.recurring.intro')}</p>
      {actionData?.error ? (
        <p role="alert" className="text-destructive mt-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.events.length === 0 ? (
        <p className="mt-6">{t('adminEditor.recurring.none')}</p>
      ) : (
        loaderData.events.map((event) => (
          <Card key={event.id} className="mt-6 p-5">
            <h2 className="text-2xl font-bold break-words">
              <Link to={t.path(`/events/${event.id}`)} className="underline-offset-4 hover:underline">
                {event.title}
              </Link>
            </h2>
            <p className="text-muted-foreground mt-1">
              {t('adminEditor.recurring.when', { rule: event.rule, time: event.time })}
            </p>
            <h3 className="mt-4 font-semibold">{t('adminEditor.recurring.next')}</h3>
            {event.recurrence.upcoming.length === 0 ? (
              <p className="mt-1">{t('adminEditor.recurring.noMore')}</p>
            ) : (
              <ul className="divide-border mt-2 divide-y">
                {event.recurrence.upcoming.map((day) => (
                  <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>{long(day)}</span>
                    <Link
                      to={t.path(`/admin/listings/events/${encodeURIComponent(event.id)}?date=${day}`)}
                      className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    >
                      {t('adminEditor.recurring.editDate')}
                      <span className="sr-only">: {long(day)}</span>
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="eventId" value={event.id} />
                      <input type="hidden" name="date" value={day} />
                      <Button type="submit" name="intent" value="cancel" variant="outline" disabled={pending}>
                        {t('adminEditor.recurring.cancel')}
                        <span className="sr-only">: {long(day)}</span>
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
            {event.recurrence.cancelled.length > 0 ? (
              <>
                <h3 className="mt-4 font-semibold">{t('adminEditor.recurring.cancelled')}</h3>
                <ul className="divide-border mt-2 divide-y">
                  {event.recurrence.cancelled.map((day) => (
                    <li key={day} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span>{long(day)}</span>
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
                          {t('adminEditor.recurring.restore')}
                          <span className="sr-only">: {long(day)}</span>
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
