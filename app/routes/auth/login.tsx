import { data, Form, Link, useNavigation } from 'react-router'
import { TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { getRole } from '~/lib/auth.server'
import { getDb } from '~/lib/db.server'
import { signIn } from '~/lib/sign-in.server'
import { readForm } from '~/lib/form.server'
import { pageMeta } from '~/lib/meta'
import { getOptionalUser } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { passRetryAfter, safeRedirect } from '~/lib/http.server'
import { sendForm } from '~/lib/send-form'
import { AUTH_ANSWERS } from '~/lib/auth-words'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/login'

// Sign-in for editors, admins and partners, in English (/login) and Spanish (/es/login): the page's
// words and the provider's answers in the page's language; the back office stays English.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Sign In',
    loaderData?.metaDescription ?? 'Sign in to the Wyoming Navigator back office.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const say = serverT(locale)
  // Where to go once signed in (a partner page sends its visitors here with ?next=): a local path only.
  const next = url.searchParams.get('next')
  return {
    messages: messagesFor(locale, ['auth']),
    metaTitle: say('auth.login.title'),
    metaDescription: say('auth.login.description'),
    signedInAs: user?.email ?? null,
    next: next ? safeRedirect(next, '') : '',
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
  const email = String(read.form.get('email') ?? '')
  const password = String(read.form.get('password') ?? '')
  // SPEC: the login form has no validation of its own; the provider answers.
  const result = await signIn(request, email, password)
  if (!result.ok) {
    return data(
      { error: say(result.message), email },
      {
        status: result.status,
        headers: result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : undefined,
      },
    )
  }
  // Without a page to go back to: the back office, or a partner's own area (issue 44), in the
  // page's language.
  const home = localizedPath((await getRole(getDb(), result.userId)) ? '/admin' : '/partner', locale)
  const to = safeRedirect(read.form.get('next'), home)
  // The toast is said on the page it lands on, in that page's language.
  const response = await redirectWithToast(to, {
    type: 'success',
    title: serverT(localeOfPath(to.split(/[?#]/)[0]!))('auth.login.signedIn'),
  })
  for (const cookie of result.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
  return response
}

/** The status line: 'Signing in…' while sent, 'Signed in.' on the way to the back office, else the error. */
function useStatus(error: string | undefined): { text: string; pending: boolean } {
  const t = useT()
  const navigation = useNavigation()
  const action = t.path('/login')
  const signingIn = { text: t('auth.login.pending'), pending: true }
  if (navigation.state === 'submitting' && navigation.formAction === action) return signingIn
  if (
    navigation.state === 'loading' &&
    navigation.formMethod &&
    navigation.location.pathname === t.path('/admin')
  )
    return { text: t('auth.login.signedIn'), pending: true }
  if (navigation.state === 'loading' && navigation.formAction === action) return signingIn
  return { text: error ?? '', pending: false }
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const status = useStatus(actionData?.error)
  const isError = !!actionData?.error && !status.pending
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">{t('auth.login.title')}</h1>
      <p className="text-muted-foreground mt-3 text-center text-lg">{t('auth.login.intro')}</p>
      <Card className="mt-8">
        <CardContent className="p-6">
          {loaderData.signedInAs ? (
            <p className="bg-muted mb-5 rounded-lg p-3 text-sm">
              {t('auth.login.signedInAs')} {loaderData.signedInAs}.
            </p>
          ) : null}
          <Form method="post" action={t.path('/login')} className="grid gap-5">
            {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
            <TextField
              name="email"
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
            />
            <TextField
              name="password"
              label={t('auth.login.password')}
              type="password"
              autoComplete="current-password"
            />
            <p
              role="status"
              aria-live="polite"
              className={isError ? 'text-destructive min-h-6 font-semibold' : 'min-h-6 font-semibold'}
            >
              {status.text}
            </p>
            <Button type="submit" size="lg" disabled={status.pending}>
              {t('auth.login.submit')}
            </Button>
          </Form>
          <p className="mt-5 text-center">
            <Link
              to={t.path('/forgot-password')}
              className="text-secondary font-semibold underline underline-offset-4"
            >
              {t('auth.login.forgot')}
            </Link>
          </p>
        </CardContent>
      </Card>
      <p className="mt-6 text-center">
        <Link to={t.path('/admin')} className="text-secondary font-semibold underline underline-offset-4">
          {t('auth.login.admin')}
        </Link>
      </p>
    </section>
  )
}
