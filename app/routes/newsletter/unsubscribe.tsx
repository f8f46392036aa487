import { UnsubscribePage } from '~/components/unsubscribe-page'
import { unsubscribeNewsletter, unsubscribeTarget } from '~/lib/mail/newsletter.server'
import { pageMeta } from '~/lib/meta'
import { unsubscribeAction, unsubscribeLoader } from '~/lib/one-click-unsubscribe.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/unsubscribe'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { type Locale, localeOfPath, localizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'

// Every newsletter's unsubscribe link (the visible one and the List-Unsubscribe header) opens
// this page: a button unsubscribes, without signing in and without JavaScript. Mail programs'
// one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` to the same address and
// gets a plain 200 page (app/lib/one-click-unsubscribe.server.ts).

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.metaTitle ?? 'Unsubscribe', loaderData?.metaDescription ?? ''),
  { name: 'robots', content: 'noindex' },
]

const localeOf = (request: Request) => localeOfPath(new URL(request.url).pathname)

/** The newsletter's list, in the language of the page (the link in a mail is in the reader's). */
const newsletter = (locale: Locale) => ({
  target: unsubscribeTarget,
  unsubscribe: unsubscribeNewsletter,
  path: localizedPath('/newsletter/unsubscribe', locale),
  toast: (email: string) => ({
    title: serverT(locale)('newsletter.unsubscribe.toastTitle'),
    description: serverT(locale)('newsletter.unsubscribe.toastDescription', { email }),
  }),
})

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request)
  const say = serverT(locale)
  return unsubscribeLoader(request, newsletter(locale), {
    messages: messagesFor(locale, ['newsletter']),
    metaTitle: say('newsletter.unsubscribe.title'),
    metaDescription: say('newsletter.unsubscribe.metaDescription'),
  })
}

// A failed send keeps the page as it was and says so (app/lib/send-form.ts).
export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request, newsletter(localeOf(request)))
}

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  return (
    <UnsubscribePage
      loaderData={loaderData}
      actionData={actionData}
      texts={{
        title: {
          done: t('newsletter.unsubscribe.doneTitle'),
          ask: t('newsletter.unsubscribe.title'),
          invalid: t('newsletter.unsubscribe.invalidTitle'),
        },
        ask: (address) => (
          <>
            {t('newsletter.unsubscribe.askBefore')} {address}
            {t('newsletter.unsubscribe.askAfter')}
          </>
        ),
        done: (address) => (
          <>
            {address} {t('newsletter.unsubscribe.doneAfter')}
          </>
        ),
        invalid: t('newsletter.unsubscribe.invalid'),
        button: t('newsletter.unsubscribe.button'),
        link: { to: t.path('/blog'), label: t('newsletter.toBlog') },
      }}
    />
  )
}
