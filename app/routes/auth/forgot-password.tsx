import { data, Form, Link } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { EmailSchema, RESET_LINK_HOURS, sendPasswordResetLink } from '~/lib/auth.server'
import { getDb } from '~/lib/db.server'
import { clientIp, readForm } from '~/lib/form.server'
import { passRetryAfter } from '~/lib/http.server'
import { pageMeta } from '~/lib/meta'
import { hitRateLimit, submissionRateLimit } from '~/lib/rate-limit.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { AUTH_ANSWERS } from '~/lib/auth-words'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/forgot-password'

// The public password reset (linked from /login): anyone with an account (an editor, an admin, a
// business partner, issue 44) asks for a link to set a new
// password. The answer is the same whether or not the address has an account (it never tells);
// only an account's own address gets the link (better-auth's reset flow, stored hashed, single
// use). Sends per client address are limited like other public forms, and the mail queue caps the
// messages per recipient a day (decision 031). In English and Spanish (/es/forgot-password): the
// mail and its link are in the language of the page the link was asked from.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Forgot your password?',
    loaderData?.metaDescription ?? 'Get a link to set a new password for your account.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  return {
    messages: messagesFor(locale, ['auth']),
    metaTitle: say('auth.forgot.title'),
    metaDescription: say('auth.forgot.description'),
  }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  // The answers' words in the page's language (English as the code writes them).
  const say = knownWords(locale, AUTH_ANSWERS)
  const read = await readForm(request)
  if (!read.ok) return data({ error: say(read.message), email: '' }, { status: read.status })
  const typed = String(read.form.get('email') ?? '')
  const email = EmailSchema.safeParse(typed)
  if (!email.success)
    return data({ error: say(email.error.issues[0]!.message), email: typed }, { status: 400 })
  const db = getDb()
  const limit = await hitRateLimit(db, `password-reset:${clientIp(request)}`, submissionRateLimit())
  if (!limit.allowed)
    return data(
      {
        error: say(`Too many requests from here. Try again in ${Math.ceil(limit.retryAfter / 60)} minutes.`),
        email: typed,
      },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    )
  await sendPasswordResetLink(db, email.data, locale)
  // The same answer whether or not the address has an account.
  const words = serverT(locale)
  return redirectWithToast(localizedPath('/login', locale), {
    type: 'success',
    title: words('auth.forgot.toast.title'),
    description: words('auth.forgot.toast.description', { hours: RESET_LINK_HOURS }),
  })
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">{t('auth.forgot.title')}</h1>
      <p className="text-muted-foreground mt-3 text-center text-lg">{t('auth.forgot.intro')}</p>
      <Card className="mt-8">
        <CardContent className="p-6">
          <Form method="post" className="grid gap-5">
            <TextField
              name="email"
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
              errors={actionData?.error ? [actionData.error] : undefined}
            />
            <Button type="submit" size="lg" disabled={pending}>
              {t('auth.forgot.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
      <p className="mt-6 text-center">
        <Link to={t.path('/login')} className="text-secondary font-semibold underline underline-offset-4">
          {t('auth.forgot.back')}
        </Link>
      </p>
    </section>
  )
}
