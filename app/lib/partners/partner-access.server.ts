import { EmailSchema, getAuth, sendPasswordResetLink, type Role } from '../auth.server'
import type { Db } from '../db.server'
import { partnerGrantedMail } from '../mail/claim-messages'
import { enqueueMail } from '../mail/queue.server'
import { localizedPath } from '../i18n/config'
import { siteOrigin } from '../sitemap.server'
import { redirectWithToast } from '../toast.server'
import { claimTarget } from './claims.server'
import {
  grantPartner,
  listingPartners,
  partnerLocale,
  revokePartner,
  setPartnerTrusted,
} from './partners.server'

/**
 * Who acts for a listing, changed from its back-office page (issue 44 item 1): an admin gives access
 * to an address (a transfer: the old person is then revoked) or revokes it; an editor or admin
 * marks a person trusted (their changes publish at once) or not. Answers a redirect with a toast,
 * refused ones with the reason in an error toast, or undefined for a listing that cannot have partners.
 */
export async function partnerAccessIntent(
  db: Db,
  { type, id, form, user }: { type: string; id: string; form: FormData; user: { id: string; role: Role } },
) {
  const target = await claimTarget(db, type, id)
  if (!target) return undefined
  const back = `/admin/listings/${target.type}/${encodeURIComponent(target.id)}`
  // Refused: back to the listing's page, the reason in an error toast (the form posts from there).
  const refuse = (message: string) =>
    redirectWithToast(`${back}#partners`, { type: 'error', title: 'Not changed.', description: message })
  const intent = form.get('intent')
  const userId = String(form.get('userId') ?? '')
  if (intent === 'trust' || intent === 'distrust') {
    const known = (await listingPartners(db, target.type, target.id)).find(
      (partner) => partner.userId === userId,
    )
    if (!known) return refuse('That person no longer acts for this listing.')
    await setPartnerTrusted(db, target.type, target.id, userId, intent === 'trust')
    return redirectWithToast(`${back}#partners`, {
      type: 'success',
      title: intent === 'trust' ? `${known.email} is trusted.` : `${known.email} is no longer trusted.`,
      description:
        intent === 'trust'
          ? 'Their changes publish at once and are listed for a look afterwards.'
          : 'Their changes wait for an editor again.',
    })
  }
  if (user.role !== 'admin') return refuse('Only an admin can give or take away access to a listing.')
  if (intent === 'revoke') {
    const done = await revokePartner(db, target.type, target.id, userId)
    if (!done) return refuse('That person no longer acts for this listing.')
    return redirectWithToast(`${back}#partners`, {
      type: 'success',
      title: 'Access revoked.',
      description: 'They can no longer change this listing.',
    })
  }
  if (intent === 'grant') {
    const email = EmailSchema.safeParse(String(form.get('email') ?? ''))
    if (!email.success) return refuse(email.error.issues[0]!.message)
    const ctx = await getAuth(db).$context
    const existing = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', email.data)
      .executeTakeFirst()
    // A new person gets an account without a password and a link to set one (no admin types it).
    const person =
      existing ??
      (await ctx.internalAdapter.createUser(
        { email: email.data, name: email.data.split('@')[0] || email.data, emailVerified: true },
        { method: 'admin' },
      ))
    await db.transaction().execute(async (trx) => {
      await grantPartner(trx, { type: target.type, id: target.id, userId: person.id, grantedBy: user.id })
      if (existing) {
        // In the language they keep their other listings in (English for someone new to it).
        const locale = await partnerLocale(trx, person.id)
        await enqueueMail(trx, {
          kind: 'partner-granted',
          to: email.data,
          ...partnerGrantedMail({
            title: target.title,
            url: new URL(localizedPath('/partner', locale), siteOrigin()).href,
            locale,
          }),
        })
      }
    })
    if (!existing) await sendPasswordResetLink(db, email.data)
    return redirectWithToast(`${back}#partners`, {
      type: 'success',
      title: `${email.data} can now manage this listing.`,
      description: existing
        ? 'We mailed them. To hand it over, revoke the previous person.'
        : 'We mailed them a link to choose a password. To hand it over, revoke the previous person.',
    })
  }
  return refuse('Choose Give access, Revoke or Trust.')
}
