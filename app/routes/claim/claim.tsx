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
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { CLAIM_ANSWERS } from '~/lib/partners/claim-words'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/claim'

// "Own this business? Claim it" (issue 44 item 1): the claim of one listing. The rules (which proof,
// the codes, the account) are in app/lib/partners/claims.server.ts; the codes are entered on
// /claim/verify/:claimId (./verify.tsx).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Claim a listing',
    loaderData?.metaDescription ?? 'Manage your business’s listing in the guide.',
  ),
  { name: 'robots', content: 'noindex' },
]

export const headers = passRetryAfter
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function loader({ request, params }: Route.LoaderArgs) {
  const target = await claimTarget(getDb(), params.type, params.id)
  notFoundUnless(target)
  const user = await getOptionalUser(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['claim']),
    metaTitle: say('claim.metaTitle', { title: target.title }),
    metaDescription: say('claim.metaDescription'),
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
  const locale = localeOfPath(new URL(request.url).pathname)
  // The answers' words in the page's language (English as the code writes them).
  const say = knownWords(locale, CLAIM_ANSWERS)
  const read = await readForm(request)
  if (!read.ok) return data<Answer>({ error: say(read.message) }, { status: read.status })
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
    for (const issue of parsed.error.issues) errors[issue.path[0] as 'name'] ??= say(issue.message)
    return data<Answer>(
      { error: say('Please correct the fields marked below.'), errors, values },
      { status: 400 },
    )
  }
  // Per client address (like every public form) and per listing (nobody floods one business).
  const limit = await hitClaimLimits(db, clientIp(request), target)
  if (!limit.allowed)
    return data<Answer>(
      {
        error: say(`Too many claims right now. Try again in ${Math.ceil(limit.retryAfter / 60)} minutes.`),
        values,
      },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    )
  const started = await startClaim(db, target, parsed.data, user, new Date(), locale)
  if (!started.ok) return data<Answer>({ error: say(started.message), values }, { status: 409 })
  const words = serverT(locale)
  if (started.status === 'review')
    return redirectWithToast(localizedPath('/partner', locale), {
      type: 'success',
      title: words('claim.toast.review.title'),
      description: words('claim.toast.review.description'),
    })
  // The same answer whether or not the address has an account: the codes page.
  return redirectWithToast(localizedPath(`/claim/verify/${started.claimId}`, locale), {
    type: 'success',
    title: words('claim.toast.sent.title'),
    description: words('claim.toast.sent.description', { minutes: CLAIM_CODE_MINUTES }),
  })
}

export default function ClaimRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const { title, path, listingEmail, domain, claimed, signedInAs } = loaderData
  const answer = actionData as Answer | undefined
  const errorOf = (name: 'name' | 'email' | 'note') =>
    answer?.errors?.[name] ? [answer.errors[name]!] : undefined
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-muted-foreground font-semibold">{t('claim.eyebrow')}</p>
      <h1 className="font-display text-4xl font-bold">{t('claim.heading', { title })}</h1>
      <p className="mt-3 text-lg">
        {t('claim.intro.before')}{' '}
        <Link to={t.path(path)} className="text-secondary font-semibold underline underline-offset-4">
          {title}
        </Link>{' '}
        {t('claim.intro.after')}
      </p>
      <h2 className="mt-8 text-2xl font-bold">{t('claim.howTitle')}</h2>
      <ul className="mt-3 grid list-disc gap-2 pl-6">
        {claimed ? (
          <li>{t('claim.how.claimed')}</li>
        ) : (
          <>
            {domain ? (
              <li>
                {t('claim.how.domain.before')} <strong>{domain}</strong> {t('claim.how.domain.after')}
              </li>
            ) : null}
            {listingEmail ? (
              <li>
                {t('claim.how.listingEmail')} <strong>{listingEmail}</strong>.
              </li>
            ) : null}
            {!domain && !listingEmail ? (
              <li>{t('claim.how.noAddress')}</li>
            ) : !listingEmail ? (
              <li>{t('claim.how.otherAddress')}</li>
            ) : null}
          </>
        )}
        {signedInAs ? null : <li>{t('claim.how.ownCode')}</li>}
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
                {t('claim.signedInAs')} <strong>{signedInAs}</strong>.
              </p>
            ) : (
              <>
                <TextField
                  name="name"
                  label={t('claim.name')}
                  required
                  autoComplete="name"
                  maxLength={120}
                  defaultValue={answer?.values?.name}
                  errors={errorOf('name')}
                />
                <TextField
                  name="email"
                  label={t('claim.email')}
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
              label={t('claim.note')}
              description={t('claim.noteHint')}
              maxLength={1000}
              defaultValue={answer?.values?.note}
              errors={errorOf('note')}
            />
            <Button type="submit" size="lg" disabled={pending}>
              {t('claim.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
      {signedInAs ? null : (
        <p className="mt-6">
          {t('claim.already.before')}{' '}
          <Link to={t.path('/login')} className="text-secondary font-semibold underline underline-offset-4">
            {t('claim.already.link')}
          </Link>{' '}
          {t('claim.already.after')}
        </p>
      )}
    </section>
  )
}
