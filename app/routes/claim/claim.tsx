import { data, Form, Link } from 'react-router'
import { TextareaField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { clientIp, readForm } from '~/lib/form.server'
import { notFoundUnless, passRetryAfter } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { CLAIM_CODE_MINUTES, maskEmail } from '~/lib/partners/claim-codes.server'
import { ClaimFormSchema, claimTarget, hitClaimLimits, startClaim } from '~/lib/partners/claims.server'
import { getOptionalUser } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/claim'

// "Own this business? Claim it" (issue 44 item 1): the claim of one listing. The rules (which proof,
// the codes, the account) are in app/lib/partners/claims.server.ts; the codes are entered on
// /claim/verify/:claimId (./verify.tsx).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData ? `Claim ${loaderData.title}` : 'Claim a listing',
    'Manage your business’s listing in the guide.',
  ),
  { name: 'robots', content: 'noindex' },
]

export const headers = passRetryAfter
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function loader({ request, params }: Route.LoaderArgs) {
  const target = await claimTarget(getDb(), params.type, params.id)
  notFoundUnless(target)
  const user = await getOptionalUser(request)
  return {
    title: target.title,
    path: target.path,
    listingEmail: target.email ? maskEmail(target.email) : null,
    domain: target.domain,
    claimed: target.partners > 0,
    signedInAs: user?.email ?? null,
    minutes: CLAIM_CODE_MINUTES,
  }
}

type Answer = {
  error?: string
  errors?: Partial<Record<'name' | 'email' | 'note', string>>
  values?: Record<string, string>
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = getDb()
  const target = await claimTarget(db, params.type, params.id)
  notFoundUnless(target)
  const read = await readForm(request)
  if (!read.ok) return data<Answer>({ error: read.message }, { status: read.status })
  const user = await getOptionalUser(request)
  const values = {
    name: String(read.form.get('name') ?? user?.name ?? ''),
    email: String(read.form.get('email') ?? user?.email ?? ''),
    note: String(read.form.get('note') ?? ''),
  }
  const parsed = ClaimFormSchema.safeParse(
    user ? { ...values, name: values.name || user.name, email: user.email } : values,
  )
  if (!parsed.success) {
    const errors: Answer['errors'] = {}
    for (const issue of parsed.error.issues) errors[issue.path[0] as 'name'] ??= issue.message
    return data<Answer>({ error: 'Please correct the fields marked below.', errors, values }, { status: 400 })
  }
  // Per client address (like every public form) and per listing (nobody floods one business).
  const limit = await hitClaimLimits(db, clientIp(request), target)
  if (!limit.allowed)
    return data<Answer>(
      {
        error: `Too many claims right now. Try again in ${Math.ceil(limit.retryAfter / 60)} minutes.`,
        values,
      },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    )
  const started = await startClaim(db, target, parsed.data, user)
  if (!started.ok) return data<Answer>({ error: started.message, values }, { status: 409 })
  if (started.status === 'review')
    return redirectWithToast('/partner', {
      type: 'success',
      title: 'Your claim is with our editors.',
      description: 'We will mail you their answer.',
    })
  // The same answer whether or not the address has an account: the codes page.
  return redirectWithToast(`/claim/verify/${started.claimId}`, {
    type: 'success',
    title: 'Check your email.',
    description: `We sent a code. It works for ${CLAIM_CODE_MINUTES} minutes.`,
  })
}

export default function ClaimRoute({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  const { title, path, listingEmail, domain, claimed, signedInAs } = loaderData
  const answer = actionData as Answer | undefined
  const errorOf = (name: 'name' | 'email' | 'note') =>
    answer?.errors?.[name] ? [answer.errors[name]!] : undefined
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-muted-foreground font-semibold">Own this business?</p>
      <h1 className="font-display text-4xl font-bold">Claim {title}</h1>
      <p className="mt-3 text-lg">
        Manage{' '}
        <Link to={path} className="text-secondary font-semibold underline underline-offset-4">
          {title}
        </Link>{' '}
        in the guide: keep its hours, prices, photos and seasonal notices true. First, show us it is yours.
      </p>
      <h2 className="mt-8 text-2xl font-bold">How we check</h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6">
        {claimed ? (
          <li>
            This listing already has a business account. Your claim goes to our editors, who check with the
            business first.
          </li>
        ) : (
          <>
            {domain ? (
              <li>
                With an email address at <strong>{domain}</strong> (the listing’s website), we send a code to
                that address.
              </li>
            ) : null}
            {listingEmail ? (
              <li>
                Otherwise we send a code to the address published on the listing,{' '}
                <strong>{listingEmail}</strong>.
              </li>
            ) : null}
            {!domain && !listingEmail ? (
              <li>
                This listing has no address we can send a code to: one of our editors checks your claim and
                mails you.
              </li>
            ) : !listingEmail ? (
              <li>With another address, one of our editors checks your claim and mails you.</li>
            ) : null}
          </>
        )}
        {signedInAs ? null : <li>We also send a code to your own address, to open your account.</li>}
      </ul>
      <Card className="mt-8">
        <CardContent className="p-6">
          {answer?.error ? (
            <p role="alert" className="border-destructive mb-5 rounded-lg border-2 p-3 font-semibold">
              {answer.error}
            </p>
          ) : null}
          <Form method="post" className="grid gap-5">
            {signedInAs ? (
              <p>
                Signed in as <strong>{signedInAs}</strong>.
              </p>
            ) : (
              <>
                <TextField
                  name="name"
                  label="Your name"
                  required
                  autoComplete="name"
                  maxLength={120}
                  defaultValue={answer?.values?.name}
                  errors={errorOf('name')}
                />
                <TextField
                  name="email"
                  label="Your email"
                  type="email"
                  required
                  autoComplete="email"
                  defaultValue={answer?.values?.email}
                  errors={errorOf('email')}
                />
              </>
            )}
            <TextareaField
              name="note"
              label="Your role at the business (optional)"
              description="For example: owner, manager. Our editors read it when they check a claim."
              maxLength={1000}
              defaultValue={answer?.values?.note}
              errors={errorOf('note')}
            />
            <Button type="submit" size="lg" disabled={pending}>
              Claim this listing
            </Button>
          </Form>
        </CardContent>
      </Card>
      {signedInAs ? null : (
        <p className="mt-6">
          Already manage a listing with us?{' '}
          <Link to="/login" className="text-secondary font-semibold underline underline-offset-4">
            Sign in
          </Link>{' '}
          first.
        </p>
      )}
    </section>
  )
}
