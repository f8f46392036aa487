import { data, Form, Link, redirect } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { confirmChecked } from '~/lib/freshness.server'
import { readForm } from '~/lib/form.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { type PartnerVenue, partnerOverview } from '~/lib/partners/area.server'
import { requirePartnerOf } from '~/lib/partners/partners.server'
import { getOptionalUser } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/index'

// The partner area (issue 44 item 2, decision 048): the listings the signed-in person keeps, their
// freshness, and "Still accurate". Every listing's own actions check the partnership on the server
// (requirePartnerOf): a listing that is not theirs answers 404. In the page's language (`/es/partner`,
// issue 47): the `partner` catalog, the type of each listing and its dates said on the server.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Your business',
    loaderData?.metaDescription ?? 'Keep your listings in the Wyoming Navigator up to date.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const here = localizedPath('/partner', locale)
  const user = await getOptionalUser(request)
  if (!user) throw redirect(`${localizedPath('/login', locale)}?next=${here}`)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['partner']),
    metaTitle: say('partner.title'),
    metaDescription: say('partner.description'),
    email: user.email,
    listings: await partnerOverview(getDb(), user.id, locale),
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: knownWords(locale, [])(read.message) }, { status: read.status })
  const form = read.form
  const db = getDb()
  const { user, type, id } = await requirePartnerOf(
    db,
    request,
    form.get('type'),
    String(form.get('id') ?? ''),
  )
  if (form.get('intent') !== 'confirm-checked')
    return data({ error: say('partner.error.chooseOverview') }, { status: 400 })
  if (!(await confirmChecked(db, { type, table: type, id, by: 'business', userId: user.id })))
    throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return redirectWithToast(localizedPath('/partner', locale), {
    type: 'success',
    title: say('partner.toast.checked.title'),
    description: say('partner.toast.checked.description'),
  })
}

export default function PartnerAreaRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, email } = loaderData
  const pending = useIsPending()
  const t = useT()
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold">{t('partner.title')}</h1>
      <p className="text-muted-foreground mt-2">
        {t('partner.signedInAs')}{' '}
        <span className="text-foreground font-semibold [overflow-wrap:anywhere]">{email}</span>.{' '}
        {t('partner.intro')}
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
              {t('partner.empty.before')}{' '}
              <Link
                to={t.path('/host-signup')}
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {t('partner.empty.link')}
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-4" aria-label={t('partner.listings')}>
          {listings.map((listing) => {
            const base = t.path(`/partner/${listing.type}/${encodeURIComponent(listing.id)}`)
            return (
              <li key={`${listing.type}/${listing.id}`}>
                <Card>
                  <CardContent className="grid gap-3">
                    <div>
                      <p className="text-muted-foreground text-sm font-semibold">
                        <span>{t(`partner.type.${listing.type}`)}</span>
                        {listing.hidden ? (
                          <>
                            {' · '}
                            <span>{t('partner.card.hidden')}</span>
                          </>
                        ) : null}
                        {listing.trusted ? (
                          <>
                            {' · '}
                            <span>{t('partner.card.trusted')}</span>
                          </>
                        ) : null}
                      </p>
                      <h2 className="text-2xl font-bold break-words">{listing.title}</h2>
                    </div>
                    <p className={listing.due ? 'font-semibold' : undefined}>
                      <span>{listing.checked}</span>
                      {listing.due ? <span> {t('partner.card.due')}</span> : null}
                    </p>
                    {listing.pending > 0 ? (
                      <p>{t('partner.card.pending', { count: listing.pending })}</p>
                    ) : null}
                    <div className="flex flex-wrap items-center gap-3">
                      <Link
                        to={base}
                        className={LINK}
                        aria-label={t('partner.card.editLabel', { title: listing.title })}
                      >
                        {t('partner.card.edit')}
                      </Link>
                      {listing.hidden ? null : (
                        <Link
                          to={t.path(listing.publicPath)}
                          className={LINK}
                          aria-label={t('partner.card.publicLabel', { title: listing.title })}
                        >
                          {t('partner.card.public')}
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
                          aria-label={t('partner.card.stillAccurateLabel', { title: listing.title })}
                        >
                          {t('partner.card.stillAccurate')}
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
  const t = useT()
  // An event's title as written (English) inside a line in another language.
  const english = t.locale === 'en' ? undefined : 'en'
  return (
    <section aria-labelledby={`venue-${venue.id}`} className="border-border mt-2 border-t pt-4">
      <h3 id={`venue-${venue.id}`} className="text-lg font-bold break-words">
        {t('partner.venue.heading', { name: venue.name })}
      </h3>
      {venue.events.length === 0 ? (
        <p className="text-muted-foreground mt-1">{t('partner.venue.none')}</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {venue.events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-x-3">
              <span className="break-words">
                <span className="font-semibold" lang={english}>
                  {event.title}
                </span>
                , <span>{event.when}</span>
                {event.hidden ? (
                  <>
                    {' · '}
                    <span>{t('partner.card.hidden')}</span>
                  </>
                ) : null}
              </span>
              <Link
                to={t.path(`/partner/events/${encodeURIComponent(event.id)}`)}
                className={LINK}
                aria-label={t('partner.card.editLabel', { title: event.title })}
              >
                {t('partner.venue.edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2">
        <Link to={t.path(`/submit-event?venue=${encodeURIComponent(venue.id)}`)} className={LINK}>
          {t('partner.venue.add', { name: venue.name })}
        </Link>{' '}
        <span className="text-muted-foreground">{t('partner.venue.review')}</span>
      </p>
    </section>
  )
}
