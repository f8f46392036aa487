import { data, Form, Link } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import {
  MIN_PASSWORD_LENGTH,
  RESET_LINK_EXPIRED as EXPIRED,
  resetPasswordWithToken,
  resetTokenIsValid,
} from '~/lib/auth.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { AUTH_ANSWERS } from '~/lib/auth-words'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/reset-password'

// The page of a password reset link (sent by an admin, an invitation or /forgot-password) (better-auth's reset flow, app/lib/auth.server.ts):
// a new password, twice. Works without JavaScript and without being signed in; a used or expired
// link says so before asking for anything. In English and Spanish (/es/reset-password, the link of a
// reset asked for on /es/forgot-password).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Set a new password',
    loaderData?.metaDescription ?? 'Set a new password for the Wyoming Navigator back office.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  const token = url.searchParams.get('token') ?? ''
  const valid = await resetTokenIsValid(getDb(), token)
  return data(
    {
      messages: messagesFor(locale, ['auth']),
      metaTitle: say('auth.reset.title'),
      metaDescription: say('auth.reset.description'),
      token: valid ? token : '',
      linkError: valid ? null : knownWords(locale, AUTH_ANSWERS)(EXPIRED),
      minLength: MIN_PASSWORD_LENGTH,
      hint: say('auth.reset.hint', { min: MIN_PASSWORD_LENGTH }),
    },
    { status: valid ? 200 : 410 },
  )
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

type Errors = { password?: string; confirm?: string }

export async function action({ request }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  // The answers' words in the page's language (English as the code writes them).
  const say = knownWords(locale, AUTH_ANSWERS)
  const read = await readForm(request)
  if (!read.ok) return data({ errors: {} as Errors, linkError: say(read.message) }, { status: read.status })
  const token = String(read.form.get('token') ?? '')
  const password = String(read.form.get('password') ?? '')
  const confirm = String(read.form.get('confirm') ?? '')
  if (password !== confirm && password.length >= MIN_PASSWORD_LENGTH)
    return data(
      { errors: { confirm: say('The two passwords are not the same.') } as Errors, linkError: null },
      { status: 400 },
    )
  const result = await resetPasswordWithToken(getDb(), token, password)
  if (!result.ok)
    return result.field === 'password'
      ? data({ errors: { password: say(result.message) } as Errors, linkError: null }, { status: 400 })
      : data({ errors: {} as Errors, linkError: say(result.message) }, { status: 410 })
  const words = serverT(locale)
  return redirectWithToast(localizedPath('/login', locale), {
    type: 'success',
    title: words('auth.reset.toast.title'),
    description: words('auth.reset.toast.description'),
  })
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const pending = useIsPending()
  const answer = actionData && 'linkError' in actionData ? actionData : undefined
  const linkError = answer?.linkError ?? loaderData.linkError
  const errors = answer?.errors ?? {}
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">{t('auth.reset.title')}</h1>
      <Card className="mt-8">
        <CardContent className="p-6">
          {linkError ? (
            <div className="grid gap-5">
              <p role="alert" className="text-destructive text-lg font-semibold">
                {linkError}
              </p>
              <Link
                to={t.path('/forgot-password')}
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {t('auth.reset.newLink')}
              </Link>
              <Link
                to={t.path('/login')}
                className="text-secondary font-semibold underline underline-offset-4"
              >
                {t('auth.reset.signIn')}
              </Link>
            </div>
          ) : (
            <Form method="post" className="grid gap-5">
              <input type="hidden" name="token" value={loaderData.token} />
              <TextField
                name="password"
                label={t('auth.reset.password')}
                type="password"
                autoComplete="new-password"
                required
                minLength={loaderData.minLength}
                description={loaderData.hint}
                errors={errors.password ? [errors.password] : undefined}
              />
              <TextField
                name="confirm"
                label={t('auth.reset.confirm')}
                type="password"
                autoComplete="new-password"
                required
                minLength={loaderData.minLength}
                errors={errors.confirm ? [errors.confirm] : undefined}
              />
              <Button type="submit" size="lg" disabled={pending}>
                {t('auth.reset.submit')}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
