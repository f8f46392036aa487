import { data } from 'react-router'
import { getDb } from '~/lib/db.server'
import { localeOfPath, localizedPath } from '~/lib/i18n/config'
import { readForm } from '~/lib/form.server'
import { notFoundUnless } from '~/lib/http.server'
import { partnerAccessIntent } from '~/lib/partners/partner-access.server'
import { requireRole } from '~/lib/permissions.server'
import { sendForm } from '~/lib/send-form'
import type { Route } from './+types/listing-partners'

// The "Partners" section of /admin/listings/:type/:id (./listing.tsx) posts here: give another
// address access (a transfer) and revoke (admins), mark a person trusted or not (editors too).
// Each answers with a redirect back to the listing's page and a toast (an error toast when refused).

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
  // Back to the listing's page in the language it was sent from (the toast's words are the lib's).
  const locale = localeOfPath(new URL(request.url).pathname)
  const location = answer.headers.get('Location')
  if (location) answer.headers.set('Location', localizedPath(location, locale))
  return answer
}
