import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'

export interface PartnerRow {
  userId: string
  email: string
  trusted: boolean
  grantedAt: string
}

/**
 * The people who manage a listing for its business (issue 44), on its back-office page. Every button
 * is a plain form posted to /admin/listings/:type/:id/partners: trust or not (editors and admins),
 * revoke and give access to another address, a transfer (admins only).
 */
export function ListingPartners({
  base,
  partners,
  isAdmin,
  pending,
}: {
  base: string
  partners: PartnerRow[]
  isAdmin: boolean
  pending: boolean
}) {
  // Words of the admin frame (its layout sends them to every back-office page).
  const t = useT()
  const action = t.path(`${unlocalizedPath(base)}/partners`)
  return (
    <section id="partners" aria-labelledby="partners-title" className="grid gap-3">
      <h2 id="partners-title" className="font-display text-2xl font-bold">
        {t('admin.partners.title')}
      </h2>
      <p className="text-muted-foreground">{t('admin.partners.intro')}</p>
      {partners.length === 0 ? (
        <p>{t('admin.partners.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {partners.map((partner) => (
            <li
              key={partner.userId}
              className="border-border flex flex-wrap items-center gap-3 rounded-lg border p-3"
            >
              <span className="grow font-semibold [overflow-wrap:anywhere]">
                {partner.email}
                {partner.trusted ? (
                  <span className="bg-muted ml-2 rounded px-2 py-0.5 text-xs">
                    {t('admin.partners.trusted')}
                  </span>
                ) : null}
              </span>
              <Form method="post" action={action}>
                <input type="hidden" name="userId" value={partner.userId} />
                <Button
                  type="submit"
                  name="intent"
                  value={partner.trusted ? 'distrust' : 'trust'}
                  variant="outline"
                  disabled={pending}
                  aria-label={t(
                    partner.trusted ? 'admin.partners.distrustLabel' : 'admin.partners.trustLabel',
                    {
                      email: partner.email,
                    },
                  )}
                >
                  {t(partner.trusted ? 'admin.partners.distrust' : 'admin.partners.trust')}
                </Button>
              </Form>
              {isAdmin ? (
                <Form method="post" action={action}>
                  <input type="hidden" name="userId" value={partner.userId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="revoke"
                    variant="destructive"
                    disabled={pending}
                    aria-label={t('admin.partners.revokeLabel', { email: partner.email })}
                  >
                    {t('admin.partners.revoke')}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
          <div className="grid grow gap-2">
            <Label htmlFor="partner-email">{t('admin.partners.emailLabel')}</Label>
            <Input id="partner-email" name="email" type="email" required autoComplete="off" />
          </div>
          <Button type="submit" name="intent" value="grant" variant="outline" disabled={pending}>
            {t('admin.partners.grant')}
          </Button>
        </Form>
      ) : null}
    </section>
  )
}
