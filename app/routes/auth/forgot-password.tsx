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
import type { Route } from './+types/forgot-password'

// The public password reset (linked from /login): anyone with an account (an editor, an admin, a
// business partner, issue 44) asks for a link to set a new
// password. The answer is the same whether or not the address has an account (it never tells);
// only an account's own address gets the link (better-auth's reset flow, stored hashed, single
// use). Sends per client address are limited like other public forms, and the mail queue caps the
// messages per recipient a day (decision 031).

export const meta = () => [
  ...pageMeta('Forgot your password?', 'Get a link to set a new password for your account.'),
  { name: 'robots', content: 'noindex' },
]

// A 429 (too many sends) tells the browser when to try again.
export const headers = passRetryAfter
// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message, email: '' }, { status: read.status })
  const typed = String(read.form.get('email') ?? '')
  const email = EmailSchema.safeParse(typed)
  if (!email.success) return data({ error: email.error.issues[0]!.message, email: typed }, { status: 400 })
  const db = getDb()
  const limit = await hitRateLimit(db, `password-reset:${clientIp(request)}`, submissionRateLimit())
  if (!limit.allowed)
    return data(
      {
        error: `Too many requests from here. Try again in ${Math.ceil(limit.retryAfter / 60)} minutes.`,
        email: typed,
      },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    )
  await sendPasswordResetLink(db, email.data)
  // The same answer whether or not the address has an account.
  return redirectWithToast('/login', {
    type: 'success',
    title: 'Check your email.',
    description: `If the address has an account, it gets a link to set a new password. The link works once, for ${RESET_LINK_HOURS} hours.`,
  })
}

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-center text-4xl font-bold">Forgot your password?</h1>
      <p className="text-muted-foreground mt-3 text-center text-lg">
        Enter the address you sign in with: we send it a link to set a new password.
      </p>
      <Card className="mt-8">
        <CardContent className="p-6">
          <Form method="post" className="grid gap-5">
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              required
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
              errors={actionData?.error ? [actionData.error] : undefined}
            />
            <Button type="submit" size="lg" disabled={pending}>
              Send me a link
            </Button>
          </Form>
        </CardContent>
      </Card>
      <p className="mt-6 text-center">
        <Link to="/login" className="text-secondary font-semibold underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </section>
  )
}
