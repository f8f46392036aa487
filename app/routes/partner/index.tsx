import { data, Form, Link, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { confirmChecked } from '~/lib/freshness.server'
import { readForm } from '~/lib/form.server'
import { LISTING_TYPE_LABELS } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import { type PartnerVenue, partnerOverview } from '~/lib/partners/area.server'
import { requirePartnerOf } from '~/lib/partners/partners.server'
import { getOptionalUser } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/index'

// The partner area (issue 44 item 2, decision 048): the listings the signed-in person keeps, their
// freshness, and "Still accurate". Every listing's own actions check the partnership on the server
// (requirePartnerOf): a listing that is not theirs answers 404.

export const meta = () => [
  ...pageMeta('Your business', 'Keep your listings in the Wyoming Navigator up to date.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  if (!user) throw redirect('/login?next=/partner')
  return { email: user.email, listings: await partnerOverview(getDb(), user.id) }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const form = read.form
  const db = getDb()
  const { user, type, id } = await requirePartnerOf(
    db,
    request,
    form.get('type'),
    String(form.get('id') ?? ''),
  )
  if (form.get('intent') !== 'confirm-checked')
    return data({ error: 'Choose “Still accurate” or open a listing to change it.' }, { status: 400 })
  if (!(await confirmChecked(db, { type, table: type, id, by: 'business', userId: user.id })))
    throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return redirectWithToast('/partner', {
    type: 'success',
    title: 'Thank you: confirmed as still accurate.',
    description: 'Its page now says it was checked by the business today.',
  })
}

export default function PartnerAreaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, email } = loaderData
  const pending = useIsPending()
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold">Your business</h1>
      <p className="text-muted-foreground mt-2">
        Signed in as <span className="text-foreground font-semibold [overflow-wrap:anywhere]">{email}</span>.
        Keep the facts visitors rely on true: hours, prices, seasons and contacts. Our editors review each
        change before it is published.
      </p>
      {actionData?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}
      {listings.length === 0 ? (
        <Card className="mt-8">
          <CardContent>
            <p>
              No listing is linked to your account yet. Own a business in the guide? Use “Claim it” on its
              page, or{' '}
              <Link to="/host-signup" className="text-secondary font-semibold underline underline-offset-4">
                list a new one
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-4" aria-label="Your listings">
          {listings.map((listing) => {
            const base = `/partner/${listing.type}/${encodeURIComponent(listing.id)}`
            return (
              <li key={`${listing.type}/${listing.id}`}>
                <Card>
                  <CardContent className="grid gap-3">
                    <div>
                      <p className="text-muted-foreground text-sm font-semibold">
                        {LISTING_TYPE_LABELS[listing.type].singular}
                        {listing.hidden ? ' · not on the site' : ''}
                        {listing.trusted ? ' · your changes publish at once' : ''}
                      </p>
                      <h2 className="text-2xl font-bold break-words">{listing.title}</h2>
                    </div>
                    <p className={listing.due ? 'font-semibold' : undefined}>
                      {listing.checked}
                      {listing.due ? ' Please confirm its facts or correct them.' : ''}
                    </p>
                    {listing.pending > 0 ? (
                      <p>
                        {listing.pending === 1
                          ? '1 change waits for our editors.'
                          : `${listing.pending} changes wait for our editors.`}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap items-center gap-3">
                      <Link to={base} className={LINK} aria-label={`Edit ${listing.title}`}>
                        Edit its facts
                      </Link>
                      {listing.hidden ? null : (
                        <Link
                          to={listing.publicPath}
                          className={LINK}
                          aria-label={`Public page of ${listing.title}`}
                        >
                          Public page
                        </Link>
                      )}
                      <Form method="post">
                        <input type="hidden" name="type" value={listing.type} />
                        <input type="hidden" name="id" value={listing.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value="confirm-checked"
                          variant="outline"
                          disabled={pending}
                          aria-label={`Still accurate: ${listing.title}`}
                        >
                          Still accurate
                        </Button>
                      </Form>
                    </div>
                    {listing.venue ? <VenueEvents venue={listing.venue} /> : null}
                  </CardContent>
                </Card>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

const LINK = 'text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4'

/** A venue's coming events, each kept like the partner's own listings, and the way to add one. */
function VenueEvents({ venue }: { venue: PartnerVenue }) {
  return (
    <section aria-labelledby={`venue-${venue.id}`} className="border-border mt-2 border-t pt-4">
      <h3 id={`venue-${venue.id}`} className="text-lg font-bold break-words">
        Events at {venue.name}
      </h3>
      {venue.events.length === 0 ? (
        <p className="text-muted-foreground mt-1">No coming event at this venue is in the calendar.</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {venue.events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-x-3">
              <span className="break-words">
                <span className="font-semibold">{event.title}</span>, {event.when}
                {event.hidden ? ' · not on the site' : ''}
              </span>
              <Link
                to={`/partner/events/${encodeURIComponent(event.id)}`}
                className={LINK}
                aria-label={`Edit ${event.title}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to={`/submit-event?venue=${encodeURIComponent(venue.id)}`} className={LINK}>
          Add an event at {venue.name}
        </Link>{' '}
        <span className="text-muted-foreground">Our editors review a new event before it is published.</span>
      </p>
    </section>
  )
}
