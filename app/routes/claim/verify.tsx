import { data, Form, Link } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { MIN_PASSWORD_LENGTH } from '~/lib/auth.server'
import { getDb } from '~/lib/db.server'
import { clientIp, readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { CLAIM_DONE, CODES_RESENT } from '~/lib/partners/claim-codes.server'
import { claimForCodes, hitClaimLimits, resendClaimCodes, verifyClaim } from '~/lib/partners/claims.server'
import { getOptionalUser } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { signIn } from '~/lib/sign-in.server'
import { redirectWithToast } from '~/lib/toast.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { CLAIM_ANSWERS } from '~/lib/partners/claim-words'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/verify'

// A claim's codes (issue 44 item 1), from /claim/:type/:id (./claim.tsx): the code mailed to the
// listing's address or to one at its domain, the code to the claimant's own address (signed out),
// and the password of the account. The claim's id is a random UUID: the page answers only for it.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Enter your code',
    loaderData?.metaDescription ?? 'Confirm your claim of a listing.',
  ),
  { name: 'robots', content: 'noindex' },
]

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await claimForCodes(getDb(), params.claimId)
  const user = await getOptionalUser(request)
  // A signed-in claimant's claim waiting for its code is theirs alone.
  notFoundUnless(found)
  const mine =
    found.claim.user_id === null || found.claim.status !== 'codes' || found.claim.user_id === user?.id
  notFoundUnless(mine || undefined)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['claim']),
    metaTitle: say('claim.verify.metaTitle'),
    metaDescription: say('claim.verify.metaDescription'),
    title: found.title,
    done: found.claim.status !== 'codes' ? knownWords(locale, CLAIM_ANSWERS)(CLAIM_DONE) : null,
    codes: found.codes,
    needsPassword: found.needsPassword,
    minLength: MIN_PASSWORD_LENGTH,
  }
}

type Errors = Partial<Record<'proof' | 'account' | 'password' | 'form' | 'resend', string>>

export async function action({ request, params }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  // The answers' words in the page's language (English as the code writes them).
  const say = knownWords(locale, CLAIM_ANSWERS)
  const read = await readForm(request)
  if (!read.ok)
    return data<{ errors: Errors }>({ errors: { form: say(read.message) } }, { status: read.status })
  const user = await getOptionalUser(request)
  const db = getDb()
  if (read.form.get('intent') === 'resend') {
    // "Send a new code": limited as the claim is; the same answer whether or not anything was sent.
    const found = await claimForCodes(db, params.claimId)
    const limit = await hitClaimLimits(
      db,
      clientIp(request),
      found ? { type: found.claim.listing_type, id: found.claim.listing_id } : null,
    )
    if (!limit.allowed)
      return data<{ errors: Errors }>(
        {
          errors: {
            resend: say(
              `Too many new codes asked for right now. Try again in ${Math.ceil(limit.retryAfter / 60)} minutes.`,
            ),
          },
        },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
      )
    await resendClaimCodes(db, params.claimId, user?.id ?? null)
    return data({ notice: say(CODES_RESENT) })
  }
  const password = String(read.form.get('password') ?? '')
  const result = await verifyClaim(db, params.claimId, {
    codes: { proof: String(read.form.get('proof') ?? ''), account: String(read.form.get('account') ?? '') },
    password,
    userId: user?.id ?? null,
  })
  if (!result.ok) {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([name, message]) => [name, message && say(message)]),
    ) as Errors
    return data<{ errors: Errors }>({ errors }, { status: result.status })
  }
  const words = serverT(locale)
  const toast =
    result.status === 'approved'
      ? {
          title: words('claim.verify.toast.approved.title'),
          description: words('claim.verify.toast.approved.description'),
        }
      : { title: words('claim.toast.review.title'), description: words('claim.toast.review.description') }
  const response = await redirectWithToast(localizedPath('/partner', locale), { type: 'success', ...toast })
  if (!user) {
    // Signed out: sign in with the password just chosen (or checked) for the account.
    const session = await signIn(request, result.email, password)
    if (session.ok)
      for (const cookie of session.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
    else
      return redirectWithToast(localizedPath('/login', locale), {
        type: 'success',
        ...toast,
        description: words('claim.verify.toast.signIn'),
      })
  }
  return response
}

export default function ClaimVerifyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const { title, done, codes, needsPassword, minLength } = loaderData
  const answer = actionData as { errors?: Errors; notice?: string } | undefined
  const errors = answer?.errors ?? {}
  const single = codes.length === 1
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-display text-4xl font-bold">{t('claim.verify.heading')}</h1>
      <p className="mt-3 text-lg">
        {t('claim.verify.manage')} <strong>{title}</strong>.
      </p>
      <Card className="mt-8">
        <CardContent className="p-6">
          {errors.form || done ? (
            <p role="alert" className="border-destructive mb-5 rounded-lg border-2 p-3 font-semibold">
              {errors.form ?? done}{' '}
              <Link to={t.path('/login')} className="text-secondary underline underline-offset-4">
                {t('claim.verify.signIn')}
              </Link>
            </p>
          ) : null}
          {done ? null : (
            <Form method="post" className="grid gap-5">
              {codes.map((code) => (
                <TextField
                  key={code.purpose}
                  name={code.purpose}
                  label={single ? t('claim.verify.code') : t(`claim.verify.${code.purpose}`)}
                  description={t('claim.verify.codeHint', { to: code.to })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={7}
                  required
                  errors={errors[code.purpose] ? [errors[code.purpose]!] : undefined}
                />
              ))}
              {needsPassword ? (
                <TextField
                  name="password"
                  label={t('claim.verify.password')}
                  type="password"
                  autoComplete="new-password"
                  description={t('claim.verify.passwordHint', { min: minLength })}
                  required
                  errors={errors.password ? [errors.password] : undefined}
                />
              ) : null}
              <Button type="submit" size="lg" disabled={pending}>
                {t('claim.verify.confirm')}
              </Button>
            </Form>
          )}
          {done ? null : (
            <Form method="post" className="border-border mt-6 grid gap-3 border-t pt-5">
              <p className="text-muted-foreground">{t('claim.verify.resendIntro')}</p>
              {answer?.notice ? (
                <p role="status" className="font-semibold">
                  {answer.notice}
                </p>
              ) : null}
              {errors.resend ? (
                <p role="alert" className="text-destructive font-semibold">
                  {errors.resend}
                </p>
              ) : null}
              <Button type="submit" name="intent" value="resend" variant="outline" disabled={pending}>
                {t('claim.verify.resend')}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
