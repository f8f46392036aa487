import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { CheckboxField } from '~/components/form-field'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { getDigestSettings, setDigestEnabled } from '~/lib/mail/digest.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/account'

// Each back-office user's own settings (editors too, unlike /admin/settings): for now, the
// daily digest of what waits in the back office (app/lib/mail/digest.server.ts).

export const meta = () => [
  ...pageMeta('Your account', 'Your own settings for the back office.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request)
  return { email: user.email, ...(await getDigestSettings(getDb(), user.id)) }
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) return data({ error: read.message }, { status: read.status })
  const enabled = read.form.get('digest') === 'on'
  await setDigestEnabled(getDb(), user.id, enabled)
  return redirectWithToast('/admin/account', {
    type: 'success',
    title: 'Settings saved.',
    description: enabled ? 'You get the daily digest.' : 'You get no digest.',
  })
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Your account</h1>
      <p className="text-muted-foreground mt-2 text-lg [overflow-wrap:anywhere]">
        Signed in as {loaderData.email}.
      </p>
      {actionData?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}
      <h2 className="font-display mt-8 text-2xl font-bold">Email</h2>
      <Card className="mt-4">
        <CardContent>
          <Form method="post" className="grid gap-4">
            <CheckboxField
              name="digest"
              label="Daily digest"
              defaultChecked={loaderData.digestEnabled}
              description="At most once a day, and only when submissions or new messages are waiting: a summary of what is in the back office."
            />
            <div>
              <Button type="submit" disabled={pending}>
                Save
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
