import { data, Form, Link } from 'react-router'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { kindKey } from '~/components/admin/review-status'
import { LOCALE_INFO } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { claimsForReview, decideClaim } from '~/lib/partners/claim-decisions.server'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/claims'
import { reviewWords } from './review-words.server'

// Claims of listings by businesses that could not prove themselves by a code, or of a listing that
// already has partners (issue 44 item 1): an editor approves or rejects each with a reason, and the
// claimant is mailed (app/lib/partners/claim-decisions.server.ts).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Claims',
    loaderData?.metaDescription ?? 'Claims of listings by businesses, waiting for an editor.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  const words = reviewWords(request)
  return {
    messages: words.messages(),
    metaTitle: words.say('adminReview.claims.title'),
    metaDescription: words.say('adminReview.claims.metaDescription'),
    claims: await claimsForReview(getDb()),
  }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const words = reviewWords(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: words.known(read.message), claimId: '' }, { status: read.status })
  const intent = read.form.get('intent')
  const claimId = String(read.form.get('claimId') ?? '')
  if (intent !== 'approve' && intent !== 'reject')
    return data({ error: words.say('adminReview.answer.chooseIntent'), claimId }, { status: 400 })
  const result = await decideClaim(getDb(), {
    claimId,
    approve: intent === 'approve',
    reason: String(read.form.get('reason') ?? '').slice(0, 2000),
    editorId: user.id,
  })
  if (!result.ok) return data({ error: words.known(result.message), claimId }, { status: 409 })
  return redirectWithToast(words.path('/admin/claims'), {
    type: 'success',
    title: words.say(intent === 'approve' ? 'adminReview.claims.approved' : 'adminReview.claims.rejected'),
    description: words.say('adminReview.claims.mailed'),
  })
}

export default function AdminClaimsRoute({ loaderData, actionData: sent }: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const actionData = sent as { error: string; claimId?: string } | undefined
  const { claims } = loaderData
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminReview.claims.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">{t('adminReview.claims.lead')}</p>
      {actionData?.error && !claims.some((claim) => claim.id === actionData.claimId) ? (
        <p role="alert" className="border-destructive mt-6 rounded-lg border-2 p-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {claims.length === 0 ? (
        <p className="mt-8">{t('adminReview.claims.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-6">
          {claims.map((claim) => (
            <li key={claim.id}>
              <Card>
                <CardContent className="grid gap-3 p-6">
                  <h2 className="text-2xl font-bold">
                    {claim.title}{' '}
                    <span className="text-muted-foreground text-base font-normal">
                      (
                      {t.has(kindKey(claim.listing_type, 'singular'))
                        ? t(kindKey(claim.listing_type, 'singular'))
                        : claim.listing_type}
                      )
                    </span>
                  </h2>
                  <p>
                    <Link
                      to={t.path(
                        `/admin/listings/${claim.listing_type}/${encodeURIComponent(claim.listing_id)}`,
                      )}
                      className="text-secondary font-semibold underline underline-offset-4"
                    >
                      {t('adminReview.claims.openListing')}
                    </Link>
                    {claim.path ? (
                      <>
                        {' · '}
                        <Link
                          to={t.path(claim.path)}
                          className="text-secondary font-semibold underline underline-offset-4"
                        >
                          {t('adminReview.claims.publicPage')}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                    <dt className="font-semibold">{t('adminReview.claims.claimant')}</dt>
                    <dd className="[overflow-wrap:anywhere]">
                      {claim.name} ({claim.email})
                    </dd>
                    <dt className="font-semibold">{t('adminReview.claims.role')}</dt>
                    <dd className="whitespace-pre-wrap">{claim.note || t('adminReview.claims.notGiven')}</dd>
                    <dt className="font-semibold">{t('adminReview.claims.claimed')}</dt>
                    <dd>
                      {new Date(claim.created_at).toLocaleString(LOCALE_INFO[t.locale].intl, {
                        timeZone: 'UTC',
                      })}{' '}
                      UTC
                    </dd>
                    <dt className="font-semibold">{t('adminReview.claims.managedBy')}</dt>
                    <dd className="[overflow-wrap:anywhere]" data-testid="claim-partners">
                      {claim.partners.length ? claim.partners.join(', ') : t('adminReview.claims.nobody')}
                    </dd>
                  </dl>
                  <Form method="post" className="grid gap-3">
                    <input type="hidden" name="claimId" value={claim.id} />
                    <Label htmlFor={`reason-${claim.id}`}>{t('adminReview.claims.reason')}</Label>
                    <Textarea
                      id={`reason-${claim.id}`}
                      name="reason"
                      maxLength={2000}
                      aria-invalid={actionData?.claimId === claim.id && actionData.error ? true : undefined}
                      aria-describedby={
                        actionData?.claimId === claim.id && actionData.error
                          ? `reason-${claim.id}-error`
                          : undefined
                      }
                    />
                    {actionData?.claimId === claim.id && actionData.error ? (
                      <p
                        id={`reason-${claim.id}-error`}
                        role="alert"
                        className="text-destructive font-semibold"
                      >
                        {actionData.error}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-3">
                      <Button type="submit" name="intent" value="approve" disabled={pending}>
                        {t('adminReview.action.approve')}
                      </Button>
                      <Button type="submit" name="intent" value="reject" variant="outline" disabled={pending}>
                        {t('adminReview.action.reject')}
                      </Button>
                    </div>
                  </Form>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
