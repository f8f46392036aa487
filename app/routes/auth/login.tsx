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
import type { Route } from './+types/login'

export const meta = () => [
  ...pageMeta('Sign In', 'Sign in to the Wyoming Navigator back office.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  // Where to go once signed in (a partner page sends its visitors here with ?next=): a local path only.
  const next = new URL(request.url).searchParams.get('next')
  return { signedInAs: user?.email ?? null, next: next ? safeRedirect(next, '') : '' }
}

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message, email: '' }, { status: read.status })
  const email = String(read.form.get('email') ?? '')
  const password = String(read.form.get('password') ?? '')
  // SPEC: the login form has no validation of its own; the provider answers.
  const result = await signIn(request, email, password)
  if (!result.ok) {
    return data(
      { error: result.message, email },
      {
        status: result.status,
        headers: result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : undefined,
      },
    )
  }
  // Without a page to go back to: the back office, or a partner's own area (issue 44).
  const home = (await getRole(getDb(), result.userId)) ? '/admin' : '/partner'
  const response = await redirectWithToast(safeRedirect(read.form.get('next'), home), {
    type: 'success',
    title: 'Signed in.',
  })
  for (const cookie of result.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
  return response
}

/** The status line: 'Signing in…' while sent, 'Signed in.' on the way to /admin, else the error. */
function useStatus(error: string | undefined) {
  const navigation = useNavigation()
  if (navigation.state === 'submitting' && navigation.formAction === '/login') return 'Signing in…'
  if (navigation.state === 'loading' && navigation.formMethod && navigation.location.pathname === '/admin')
    return 'Signed in.'
  if (navigation.state === 'loading' && navigation.formAction === '/login') return 'Signing in…'
  return error ?? ''
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  const status = useStatus(actionData?.error)
  const pending = status === 'Signing in…' || status === 'Signed in.'
  const isError = !!actionData?.error && status === actionData.error
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">Sign In</h1>
      <p className="text-muted-foreground mt-3 text-center text-lg">
        For editors and admins of Wyoming Navigator.
      </p>
      <Card className="mt-8">
        <CardContent className="p-6">
          {loaderData.signedInAs ? (
            <p className="bg-muted mb-5 rounded-lg p-3 text-sm">
              You are signed in as {loaderData.signedInAs}.
            </p>
          ) : null}
          <Form method="post" action="/login" className="grid gap-5">
            {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
            />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <p
              role="status"
              aria-live="polite"
              className={isError ? 'text-destructive min-h-6 font-semibold' : 'min-h-6 font-semibold'}
            >
              {status}
            </p>
            <Button type="submit" size="lg" disabled={pending}>
              Sign In
            </Button>
          </Form>
          <p className="mt-5 text-center">
            <Link to="/forgot-password" className="text-secondary font-semibold underline underline-offset-4">
              Forgot your password?
            </Link>
          </p>
        </CardContent>
      </Card>
      <p className="mt-6 text-center">
        <Link to="/admin" className="text-secondary font-semibold underline underline-offset-4">
          Go to the admin dashboard
        </Link>
      </p>
    </section>
  )
}
