import { data, Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { CheckboxField, SelectField } from '~/components/form-field'
import { useIsPending } from '~/components/use-is-pending'
import { getDb } from '~/lib/db.server'
import { readForm } from '~/lib/form.server'
import { getDigestSettings, saveMailSettings } from '~/lib/mail/digest.server'
import { serverT } from '~/lib/i18n/catalog.server'
import { isLocale, LOCALES, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { localizeMessage } from '~/lib/i18n/form-words'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { requireRole } from '~/lib/permissions.server'
import { redirectWithToast } from '~/lib/toast.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/account'

// Each back-office user's own settings (editors too, unlike /admin/settings): the daily digest of
// what waits in the back office (app/lib/mail/digest.server.ts) and the language of the back
// office's mails to them (migration 67; the page's language until they choose).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Your account',
    loaderData?.metaDescription ?? 'Your own settings for the back office.',
  ),
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  return {
    metaTitle: say('admin.account.meta.title'),
    metaDescription: say('admin.account.meta.description'),
    email: user.email,
    ...(await getDigestSettings(getDb(), user.id)),
    locale,
  }
}

// With JavaScript, a send that fails keeps the form (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request)
  const locale = localeOfPath(new URL(request.url).pathname)
  const say = serverT(locale)
  const read = await readForm(request)
  if (!read.ok) return data({ error: localizeMessage(say, read.message) }, { status: read.status })
  const enabled = read.form.get('digest') === 'on'
  const language = read.form.get('language')
  await saveMailSettings(getDb(), user.id, {
    digestEnabled: enabled,
    language: isLocale(language) ? language : undefined,
  })
  return redirectWithToast(localizedPath('/admin/account', locale), {
    type: 'success',
    title: say('admin.account.saved'),
    description: say(enabled ? 'admin.account.digestOn' : 'admin.account.digestOff'),
  })
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending()
  const t = useT()
  return (
    <div>
      <h1 className="font-display text-4xl font-bold">{t('admin.account.title')}</h1>
      <p className="text-muted-foreground mt-2 text-lg [overflow-wrap:anywhere]">
        {t('admin.account.signedIn', { email: loaderData.email })}
      </p>
      {actionData?.error ? (
        <p
          role="alert"
          className="border-destructive text-destructive mt-6 rounded-lg border-2 p-4 font-semibold"
        >
          {actionData.error}
        </p>
      ) : null}
      <h2 className="font-display mt-8 text-2xl font-bold">{t('admin.account.email')}</h2>
      <Card className="mt-4">
        <CardContent>
          <Form method="post" className="grid gap-4">
            <CheckboxField
              name="digest"
              label={t('admin.account.digest')}
              defaultChecked={loaderData.digestEnabled}
              description={t('admin.account.digestHint')}
            />
            <SelectField
              name="language"
              label={t('admin.account.language')}
              description={t('admin.account.languageHint')}
              defaultValue={loaderData.language ?? loaderData.locale}
              options={LOCALES.map((code) => ({ value: code, label: t(`admin.account.languages.${code}`) }))}
              className="max-w-xs"
            />
            <div>
              <Button type="submit" disabled={pending}>
                {t('admin.account.save')}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
