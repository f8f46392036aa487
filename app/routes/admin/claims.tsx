import { data, Form, Link } from 'react-router'
import { Label } from '~/components/ui/label'
import { Textarea } from '~/components/ui/textarea'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { LISTING_TYPE_LABELS, type ListingType } from '~/lib/kinds/editor'
import { pageMeta } from '~/lib/meta'
import { claimsForReview, decideClaim } from '~/lib/partners/claim-decisions.server'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/claims'

// Claims of listings by businesses that could not prove themselves by a code, or of a listing that
// already has partners (issue 44 item 1): an editor approves or rejects each with a reason, and the
// claimant is mailed (app/lib/partners/claim-decisions.server.ts).

export const meta = () => [
  ...pageMeta('Claims', 'Claims of listings by businesses, waiting for an editor.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request)
  return { claims: await claimsForReview(getDb()) }
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message, claimId: '' }, { status: read.status })
  const intent = read.form.get('intent')
  const claimId = String(read.form.get('claimId') ?? '')
  if (intent !== 'approve' && intent !== 'reject')
    return data({ error: 'Choose Approve or Reject.', claimId }, { status: 400 })
  const result = await decideClaim(getDb(), {
    claimId,
    approve: intent === 'approve',
    reason: String(read.form.get('reason') ?? '').slice(0, 2000),
    editorId: user.id,
  })
  if (!result.ok) return data({ error: result.message, claimId }, { status: 409 })
  return redirectWithToast('/admin/claims', {
    type: 'success',
    title: intent === 'approve' ? 'Claim approved.' : 'Claim rejected.',
    description: 'The claimant was mailed.',
  })
}

export default function AdminClaimsRoute({ loaderData, actionData: sent }: Route.ComponentProps) {
  const pending = useIsPending()
  const actionData = sent as { error: string; claimId?: string } | undefined
  const { claims } = loaderData
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Claims</h1>
      <p className="text-muted-foreground mt-2 text-lg">
        Businesses asking to manage a listing, which no code could prove. Check with the business (its
        published phone or address), then approve or reject with a reason: the claimant is mailed.
      </p>
      {actionData?.error && !claims.some((claim) => claim.id === actionData.claimId) ? (
        <p role="alert" className="border-destructive mt-6 rounded-lg border-2 p-4 font-semibold">
          {actionData.error}
        </p>
      ) : null}
      {claims.length === 0 ? (
        <p className="mt-8">No claims are waiting.</p>
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
                      {LISTING_TYPE_LABELS[claim.listing_type as ListingType]?.singular ?? claim.listing_type}
                      )
                    </span>
                  </h2>
                  <p>
                    <Link
                      to={`/admin/listings/${claim.listing_type}/${encodeURIComponent(claim.listing_id)}`}
                      className="text-secondary font-semibold underline underline-offset-4"
                    >
                      Open the listing
                    </Link>
                    {claim.path ? (
                      <>
                        {' · '}
                        <Link
                          to={claim.path}
                          className="text-secondary font-semibold underline underline-offset-4"
                        >
                          Its public page
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                    <dt className="font-semibold">Claimant</dt>
                    <dd className="[overflow-wrap:anywhere]">
                      {claim.name} ({claim.email})
                    </dd>
                    <dt className="font-semibold">Their role</dt>
                    <dd className="whitespace-pre-wrap">{claim.note || '(not given)'}</dd>
                    <dt className="font-semibold">Claimed</dt>
                    <dd>{new Date(claim.created_at).toLocaleString('en-US', { timeZone: 'UTC' })} UTC</dd>
                    <dt className="font-semibold">Already managed by</dt>
                    <dd className="[overflow-wrap:anywhere]" data-testid="claim-partners">
                      {claim.partners.length ? claim.partners.join(', ') : 'nobody yet'}
                    </dd>
                  </dl>
                  <Form method="post" className="grid gap-3">
                    <input type="hidden" name="claimId" value={claim.id} />
                    <Label htmlFor={`reason-${claim.id}`}>
                      Reason (required to reject; mailed to the claimant)
                    </Label>
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
                        Approve
                      </Button>
                      <Button type="submit" name="intent" value="reject" variant="outline" disabled={pending}>
                        Reject
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
