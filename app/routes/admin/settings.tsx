import { data, Form } from 'react-router'
import { SelectField, TextField } from '~/components/form-field'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Label } from '~/components/ui/label'
import { Select } from '~/components/ui/select'
import { useIsPending } from '~/components/use-is-pending'
import {
  changeRole,
  EmailSchema,
  inviteUser,
  listUsers,
  RESET_LINK_HOURS,
  RoleSchema,
  sendPasswordResetLink,
} from '~/lib/auth.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { countSampleContent, removeSampleContent, type SampleCounts } from '~/lib/sample-content.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/settings'

export const meta = () => [
  ...pageMeta('Settings', 'Users and roles of the back office.'),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireRole(request, ['admin'])
  const db = getDb()
  return {
    users: await listUsers(db),
    me: me.id,
    samples: await countSampleContent(db),
    linkHours: RESET_LINK_HOURS,
  }
}

type Errors = Partial<Record<'email' | 'role', string>>

function fail(
  status: number,
  body: { error: string; errors?: Errors; userId?: string; email?: string; sample?: true },
) {
  return data(body, { status })
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request, ['admin'])
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const form = read.form
  const db = getDb()
  const intent = form.get('intent')
  if (intent === 'remove-sample') {
    if (form.get('confirm') !== 'yes')
      return fail(400, {
        error: 'Tick the box to confirm that the sample content is deleted for good.',
        sample: true,
      })
    const removed = await removeSampleContent(db)
    return redirectWithToast('/admin/settings', {
      type: 'success',
      title: 'Sample content removed.',
      description: `${removed} sample ${removed === 1 ? 'listing was' : 'listings were'} deleted.`,
    })
  }

  const userId = String(form.get('userId') ?? '')
  const exists = async () => (await listUsers(db)).find((user) => user.id === userId)

  if (intent === 'invite') {
    const email = EmailSchema.safeParse(form.get('email') ?? '')
    const role = RoleSchema.safeParse(form.get('role'))
    if (!email.success || !role.success) {
      return fail(400, {
        error: 'Please fix the errors in the form.',
        email: String(form.get('email') ?? ''),
        errors: { email: email.error?.issues[0]?.message, role: role.error?.issues[0]?.message },
      })
    }
    const result = await inviteUser(db, { email: email.data, role: role.data })
    if (!result.ok)
      return fail(409, { error: result.message, email: email.data, errors: { email: result.message } })
    return redirectWithToast('/admin/settings', {
      type: 'success',
      title: 'Invitation sent.',
      description: `${email.data} gets an email with a link to choose a password (it works once, for ${RESET_LINK_HOURS} hours), then signs in as ${role.data === 'admin' ? 'an admin' : 'an editor'}.`,
    })
  }

  const user = await exists()
  if (!user) return fail(404, { error: 'That user no longer exists.' })

  if (intent === 'role' || intent === 'remove-role') {
    let role: 'admin' | 'editor' | null = null
    if (intent === 'role') {
      const parsed = RoleSchema.safeParse(form.get('role'))
      if (!parsed.success) return fail(400, { error: parsed.error.issues[0]!.message, userId })
      role = parsed.data
    }
    const result = await changeRole(db, userId, role)
    if (!result.ok) return fail(409, { error: result.message, userId })
    return redirectWithToast('/admin/settings', {
      type: 'success',
      title: role ? 'Role changed.' : 'Role removed.',
      description: role
        ? `${user.email} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`
        : `${user.email} no longer has access.`,
    })
  }

  if (intent === 'send-reset-link') {
    // better-auth's reset flow: an expiring link, sent through the mail queue (app/lib/mail/).
    await sendPasswordResetLink(db, user.email)
    return redirectWithToast('/admin/settings', {
      type: 'success',
      title: 'Reset link sent.',
      description: `${user.email} gets an email with a link to set a new password (it works for ${RESET_LINK_HOURS} hours).`,
    })
  }

  return fail(400, { error: 'Unknown action.' })
}

export default function AdminSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { users, me, samples, linkHours } = loaderData
  const pending = useIsPending()
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined
  const userError = actionData && 'userId' in actionData ? actionData : undefined
  const sampleError = actionData && 'sample' in actionData ? actionData.error : undefined
  const generalError = actionData && !userError && !errors && !sampleError ? actionData.error : undefined
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">Settings</h1>
      <p className="text-muted-foreground mt-2 text-lg">Who can sign in to the back office, and as what.</p>
      {generalError ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {generalError}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">Users</h2>
      <ul className="mt-4 grid gap-4">
        {users.map((user) => {
          const error = userError?.userId === user.id ? userError.error : undefined
          const errorId = `user-${user.id}-error`
          return (
            <li key={user.id}>
              <Card>
                <CardContent className="grid gap-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{user.email}</h3>
                    <span className="bg-muted rounded px-2 py-0.5 text-sm font-semibold">
                      {user.role ? (user.role === 'admin' ? 'Admin' : 'Editor') : 'No role'}
                    </span>
                    {user.id === me ? <span className="text-muted-foreground text-sm">(you)</span> : null}
                    {user.invited ? (
                      <span className="text-muted-foreground text-sm">Invited: no password set yet</span>
                    ) : null}
                  </div>
                  {error ? (
                    <p id={errorId} role="alert" className="text-destructive font-semibold">
                      {error}
                    </p>
                  ) : null}
                  <div className="grid gap-4 lg:grid-cols-2">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="userId" value={user.id} />
                      <div className="grid max-w-full min-w-0 gap-2">
                        <Label htmlFor={`role-${user.id}`} className="[overflow-wrap:anywhere]">
                          Role for {user.email}
                        </Label>
                        <Select id={`role-${user.id}`} name="role" defaultValue={user.role ?? 'editor'}>
                          <option value="editor">Editor</option>
                          <option value="admin">Admin</option>
                        </Select>
                      </div>
                      <Button type="submit" name="intent" value="role" variant="outline" disabled={pending}>
                        Change role
                      </Button>
                      {user.role ? (
                        <Button
                          type="submit"
                          name="intent"
                          value="remove-role"
                          variant="outline"
                          disabled={pending}
                        >
                          Remove role
                        </Button>
                      ) : null}
                    </Form>
                  </div>
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="userId" value={user.id} />
                    <input type="hidden" name="intent" value="send-reset-link" />
                    <Button type="submit" variant="outline" disabled={pending}>
                      Send password reset link
                    </Button>
                    <span className="text-muted-foreground min-w-0 text-sm [overflow-wrap:anywhere]">
                      {user.email} gets a link to choose a new password; no one else sees it.
                    </span>
                  </Form>
                </CardContent>
              </Card>
            </li>
          )
        })}
      </ul>

      <h2 className="font-display mt-10 text-2xl font-bold">Invite someone</h2>
      <p className="text-muted-foreground mt-2">
        They get an email with a link to choose their own password. The link works once, for {linkHours}{' '}
        hours.
      </p>
      <Card className="mt-4">
        <CardContent>
          {errors ? (
            <p role="alert" className="text-destructive mb-4 font-semibold">
              {actionData?.error}
            </p>
          ) : null}
          <Form method="post" className="grid gap-5 sm:grid-cols-2">
            <input type="hidden" name="intent" value="invite" />
            <TextField
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="off"
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
              errors={errors?.email ? [errors.email] : undefined}
            />
            <SelectField
              name="role"
              label="Role"
              required
              options={[
                { value: 'editor', label: 'Editor' },
                { value: 'admin', label: 'Admin' },
              ]}
              errors={errors?.role ? [errors.role] : undefined}
            />
            <div className="flex items-end">
              <Button type="submit" disabled={pending}>
                Send invitation
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <h2 className="font-display mt-10 text-2xl font-bold">Sample content</h2>
      <Card className="mt-4">
        <CardContent className="grid gap-4">
          {samples.total > 0 ? (
            <>
              <p>
                The guide still holds {samples.total} sample {samples.total === 1 ? 'listing' : 'listings'} (
                {describeSamples(samples)}), shown so the guide is not empty before local listings arrive.
                While any remain, public pages carry a short note saying so. Remove them once the guide has
                enough real listings: they are deleted for good and are not added again.
              </p>
              {sampleError ? (
                <p id="sample-error" role="alert" className="text-destructive font-semibold">
                  {sampleError}
                </p>
              ) : null}
              <Form method="post" className="grid gap-4">
                <input type="hidden" name="intent" value="remove-sample" />
                <label className="flex items-start gap-3">
                  <Checkbox
                    name="confirm"
                    value="yes"
                    required
                    className="mt-0.5"
                    aria-describedby={sampleError ? 'sample-error' : undefined}
                  />
                  <span>I understand that all {samples.total} sample listings are deleted for good.</span>
                </label>
                <div>
                  <Button type="submit" variant="destructive" disabled={pending}>
                    Remove sample content
                  </Button>
                </div>
              </Form>
            </>
          ) : (
            <p>No sample content is left: every listing in the guide is a real one.</p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

const SAMPLE_LABELS = [
  ['restaurants', 'restaurant', 'restaurants'],
  ['stays', 'stay', 'stays'],
  ['activities', 'activity', 'activities'],
  ['events', 'event', 'events'],
  ['music_shows', 'music show', 'music shows'],
  ['articles', 'article', 'articles'],
] as const

/** "6 restaurants, 6 stays, 1 event" */
function describeSamples(samples: SampleCounts): string {
  return SAMPLE_LABELS.filter(([key]) => samples[key] > 0)
    .map(([key, one, many]) => `${samples[key]} ${samples[key] === 1 ? one : many}`)
    .join(', ')
}
