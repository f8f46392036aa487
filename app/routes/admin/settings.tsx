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
import { accountLocale } from '~/lib/mail/account-locale.server'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { countSampleContent, removeSampleContent, type SampleCounts } from '~/lib/sample-content.server'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import type { Route } from './+types/settings'

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Settings',
    loaderData?.metaDescription ?? 'Users and roles of the back office.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireRole(request, ['admin'])
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const db = getDb()
  return {
    messages: messagesFor(locale, ['adminSettings']),
    metaTitle: say('adminSettings.meta.title'),
    metaDescription: say('adminSettings.meta.description'),
    users: await listUsers(db),
    me: me.id,
    samples: await countSampleContent(db),
    linkHours: RESET_LINK_HOURS,
  }
}

/** The answers app/lib/auth.server.ts gives in English (its schemas' messages, the role rules'). */
const USER_ANSWERS = [
  'adminSettings.error.email',
  'adminSettings.error.role',
  'adminSettings.error.hasAccount',
  'adminSettings.error.lastAdmin',
] as const satisfies readonly MessageKey[]

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
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const word = knownWords(locale, USER_ANSWERS)
  const here = localizedPath('/admin/settings', locale)
  const read = await readForm(request)
  if (!read.ok) return fail(read.status, { error: read.message })
  const form = read.form
  const db = getDb()
  const intent = form.get('intent')
  if (intent === 'remove-sample') {
    if (form.get('confirm') !== 'yes')
      return fail(400, {
        error: say('adminSettings.error.tick'),
        sample: true,
      })
    const removed = await removeSampleContent(db)
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminSettings.toast.removed'),
      description: say('adminSettings.toast.removedDescription', { count: removed }),
    })
  }

  const userId = String(form.get('userId') ?? '')
  const exists = async () => (await listUsers(db)).find((user) => user.id === userId)

  if (intent === 'invite') {
    const email = EmailSchema.safeParse(form.get('email') ?? '')
    const role = RoleSchema.safeParse(form.get('role'))
    if (!email.success || !role.success) {
      return fail(400, {
        error: say('adminSettings.error.fix'),
        email: String(form.get('email') ?? ''),
        errors: {
          email: email.error?.issues[0] && word(email.error.issues[0].message),
          role: role.error?.issues[0] && word(role.error.issues[0].message),
        },
      })
    }
    const result = await inviteUser(db, { email: email.data, role: role.data, locale })
    if (!result.ok) {
      const message = word(result.message)
      return fail(409, { error: message, email: email.data, errors: { email: message } })
    }
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminSettings.toast.invited'),
      description: say('adminSettings.toast.invitedDescription', {
        email: email.data,
        hours: RESET_LINK_HOURS,
        role: role.data,
      }),
    })
  }

  const user = await exists()
  if (!user) return fail(404, { error: say('adminSettings.error.gone') })

  if (intent === 'role' || intent === 'remove-role') {
    let role: 'admin' | 'editor' | null = null
    if (intent === 'role') {
      const parsed = RoleSchema.safeParse(form.get('role'))
      if (!parsed.success) return fail(400, { error: word(parsed.error.issues[0]!.message), userId })
      role = parsed.data
    }
    const result = await changeRole(db, userId, role)
    if (!result.ok) return fail(409, { error: word(result.message), userId })
    return redirectWithToast(here, {
      type: 'success',
      title: say(role ? 'adminSettings.toast.roleChanged' : 'adminSettings.toast.roleRemoved'),
      description: role
        ? say('adminSettings.toast.roleChangedDescription', { email: user.email, role })
        : say('adminSettings.toast.roleRemovedDescription', { email: user.email }),
    })
  }

  if (intent === 'send-reset-link') {
    // better-auth's reset flow: an expiring link, sent through the mail queue (app/lib/mail/), in
    // the language of the person's own mails (their account page's choice, or a partner's).
    await sendPasswordResetLink(db, user.email, await accountLocale(db, user.id))
    return redirectWithToast(here, {
      type: 'success',
      title: say('adminSettings.toast.resetSent'),
      description: say('adminSettings.toast.resetSentDescription', {
        email: user.email,
        hours: RESET_LINK_HOURS,
      }),
    })
  }

  return fail(400, { error: say('adminSettings.error.unknown') })
}

export default function AdminSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { users, me, samples, linkHours } = loaderData
  const t = useT()
  const pending = useIsPending()
  const errors = actionData && 'errors' in actionData ? actionData.errors : undefined
  const userError = actionData && 'userId' in actionData ? actionData : undefined
  const sampleError = actionData && 'sample' in actionData ? actionData.error : undefined
  const generalError = actionData && !userError && !errors && !sampleError ? actionData.error : undefined
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('adminSettings.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg">{t('adminSettings.intro')}</p>
      {generalError ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {generalError}
        </p>
      ) : null}

      <h2 className="font-display mt-8 text-2xl font-bold">{t('adminSettings.users')}</h2>
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
                      {t(
                        user.role
                          ? user.role === 'admin'
                            ? 'adminSettings.role.admin'
                            : 'adminSettings.role.editor'
                          : 'adminSettings.role.none',
                      )}
                    </span>
                    {user.id === me ? (
                      <span className="text-muted-foreground text-sm">{t('adminSettings.you')}</span>
                    ) : null}
                    {user.invited ? (
                      <span className="text-muted-foreground text-sm">{t('adminSettings.invited')}</span>
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
                          {t('adminSettings.roleFor', { email: user.email })}
                        </Label>
                        <Select id={`role-${user.id}`} name="role" defaultValue={user.role ?? 'editor'}>
                          <option value="editor">{t('adminSettings.role.editor')}</option>
                          <option value="admin">{t('adminSettings.role.admin')}</option>
                        </Select>
                      </div>
                      <Button type="submit" name="intent" value="role" variant="outline" disabled={pending}>
                        {t('adminSettings.changeRole')}
                      </Button>
                      {user.role ? (
                        <Button
                          type="submit"
                          name="intent"
                          value="remove-role"
                          variant="outline"
                          disabled={pending}
                        >
                          {t('adminSettings.removeRole')}
                        </Button>
                      ) : null}
                    </Form>
                  </div>
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="userId" value={user.id} />
                    <input type="hidden" name="intent" value="send-reset-link" />
                    <Button type="submit" variant="outline" disabled={pending}>
                      {t('adminSettings.sendReset')}
                    </Button>
                    <span className="text-muted-foreground min-w-0 text-sm [overflow-wrap:anywhere]">
                      {t('adminSettings.resetNote', { email: user.email })}
                    </span>
                  </Form>
                </CardContent>
              </Card>
            </li>
          )
        })}
      </ul>

      <h2 className="font-display mt-10 text-2xl font-bold">{t('adminSettings.invite.heading')}</h2>
      <p className="text-muted-foreground mt-2">{t('adminSettings.invite.intro', { hours: linkHours })}</p>
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
              label={t('adminSettings.invite.email')}
              type="email"
              required
              autoComplete="off"
              defaultValue={actionData && 'email' in actionData ? actionData.email : ''}
              errors={errors?.email ? [errors.email] : undefined}
            />
            <SelectField
              name="role"
              label={t('adminSettings.invite.role')}
              required
              options={[
                { value: 'editor', label: t('adminSettings.role.editor') },
                { value: 'admin', label: t('adminSettings.role.admin') },
              ]}
              errors={errors?.role ? [errors.role] : undefined}
            />
            <div className="flex items-end">
              <Button type="submit" disabled={pending}>
                {t('adminSettings.invite.send')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <h2 className="font-display mt-10 text-2xl font-bold">{t('adminSettings.sample.heading')}</h2>
      <Card className="mt-4">
        <CardContent className="grid gap-4">
          {samples.total > 0 ? (
            <>
              <p>
                {t('adminSettings.sample.text', {
                  count: samples.total,
                  kinds: SAMPLE_LABELS.filter(([kind]) => samples[kind] > 0)
                    .map(([kind, key]) => t(key, { count: samples[kind] }))
                    .join(', '),
                })}
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
                  <span>{t('adminSettings.sample.confirm', { count: samples.total })}</span>
                </label>
                <div>
                  <Button type="submit" variant="destructive" disabled={pending}>
                    {t('adminSettings.sample.remove')}
                  </Button>
                </div>
              </Form>
            </>
          ) : (
            <p>{t('adminSettings.sample.none')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

/** The kinds of sample listings, each counted in the page's language ("6 restaurants, 6 stays, 1 event"). */
const SAMPLE_LABELS = [
  ['restaurants', 'adminSettings.sample.restaurants'],
  ['stays', 'adminSettings.sample.stays'],
  ['activities', 'adminSettings.sample.activities'],
  ['events', 'adminSettings.sample.events'],
  ['music_shows', 'adminSettings.sample.music_shows'],
  ['articles', 'adminSettings.sample.articles'],
] as const satisfies readonly (readonly [keyof SampleCounts, MessageKey])[]
