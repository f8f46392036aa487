import { UnsubscribePage } from '~/components/unsubscribe-page'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import { unsubscribeAction, unsubscribeLoader } from '~/lib/one-click-unsubscribe.server'
import { reminderTarget, unsubscribeReminders } from '~/lib/partners/reminders.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/unsubscribe'

// The link in every freshness reminder to partners (app/lib/partners/reminders.server.ts): a button
// stops them, without signing in and without JavaScript; a mail program's one-click (RFC 8058)
// POSTs `List-Unsubscribe=One-Click` here and gets a plain page (app/lib/one-click-unsubscribe.server.ts).
// In the language of its URL: a Spanish-speaking partner's reminder links to /es/partner/unsubscribe.

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(
    loaderData?.metaTitle ?? 'Stop reminders',
    loaderData?.metaDescription ?? 'Stop the reminders to check your listings.',
  ),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

/** The reminders' list, in the page's language. */
const reminders = (locale: Locale) => ({
  target: reminderTarget,
  unsubscribe: unsubscribeReminders,
  path: localizedPath('/partner/unsubscribe', locale),
  toast: (email: string) => ({
    title: serverT(locale)('partnerPhotos.unsubscribe.toastTitle'),
    description: serverT(locale)('partnerPhotos.unsubscribe.toastDescription', { email }),
  }),
})

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request)
  const say = serverT(locale)
  return unsubscribeLoader(request, reminders(locale), {
    messages: messagesFor(locale, ['partnerPhotos']),
    metaTitle: say('partnerPhotos.unsubscribe.title'),
    metaDescription: say('partnerPhotos.unsubscribe.metaDescription'),
  })
}

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request, reminders(localeOf(request)))
}

export default function PartnerUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <UnsubscribePage
      loaderData={loaderData}
      actionData={actionData}
      texts={{
        title: {
          done: t('partnerPhotos.unsubscribe.doneTitle'),
          ask: t('partnerPhotos.unsubscribe.title'),
          invalid: t('partnerPhotos.unsubscribe.invalidTitle'),
        },
        ask: (address) => (
          <>
            {t('partnerPhotos.unsubscribe.askBefore')} {address}
            {t('partnerPhotos.unsubscribe.askAfter')}
          </>
        ),
        done: (address) => (
          <>
            {address} {t('partnerPhotos.unsubscribe.doneAfter')}
          </>
        ),
        invalid: t('partnerPhotos.unsubscribe.invalid'),
        button: t('partnerPhotos.unsubscribe.button'),
        link: { to: t.path('/partner'), label: t('partnerPhotos.unsubscribe.link') },
      }}
    />
  )
}
