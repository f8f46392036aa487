import { data } from 'react-router'
import { getDb } from '~/lib/db.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { knownWords } from '~/lib/i18n/known-words.server'
import type { MessageKey } from '~/lib/i18n/messages'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { partnerAccessIntent } from '~/lib/partners/partner-access.server'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import { getToast, redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/listing-partners'

// The "Partners" section of /admin/listings/:type/:id (./listing.tsx) posts here: give another
// address access (a transfer) and revoke (admins), mark a person trusted or not (editors too).
// Each answers with a redirect back to the listing's page and a toast (an error toast when refused).

/**
 * The answers app/lib/partners/partner-access.server.ts gives in English (its toasts' titles and
 * descriptions, word for word), said in the page's language through knownWords.
 */
const PARTNER_ANSWERS: readonly MessageKey[] = [
  'adminListings.partners.notChanged',
  'adminListings.partners.trusted',
  'adminListings.partners.distrusted',
  'adminListings.partners.trustedNote',
  'adminListings.partners.distrustedNote',
  'adminListings.partners.adminOnly',
  'adminListings.partners.gone',
  'adminListings.partners.revoked',
  'adminListings.partners.revokedNote',
  'adminListings.partners.granted',
  'adminListings.partners.grantedMailed',
  'adminListings.partners.grantedLink',
  'adminListings.partners.choose',
]

export const clientAction = (args: Route.ClientActionArgs) => sendForm(args)

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request)
  const read = await readForm(request)
  if (!read.ok) throw data(read.message, { status: read.status })
  const answer = await partnerAccessIntent(getDb(), {
    type: params.type,
    id: params.id,
    form: read.form,
    user,
  })
  notFoundUnless(answer)
  const locale = localeOfPath(new URL(request.url).pathname)
  if (locale === 'en') return answer
  // Back to the listing's page in the language it was sent from, its toast said in it too.
  const location = localizedPath(answer.headers.get('Location') ?? '', locale)
  const cookie = (answer.headers.get('Set-Cookie') ?? '').split(';')[0]!
  const { toast } = await getToast(new Request(request.url, { headers: { Cookie: cookie } }))
  if (!toast) return answer
  const say = knownWords(locale, PARTNER_ANSWERS)
  return redirectWithToast(location, {
    ...toast,
    title: say(toast.title),
    description: toast.description ? say(toast.description) : toast.description,
  })
}
