import { Link } from 'react-router'
import { useT } from '~/lib/i18n/use-t'

/**
 * "Own this business? Claim it" (issue 44 item 1), on every public restaurant, stay, activity and
 * event page: the way in for a business to manage its listing (/claim/:type/:id).
 */
export function ClaimLink({ type, id }: { type: string; id: string }) {
  const t = useT()
  return (
    <p className="mt-2 text-sm">
      <Link
        to={t.path(`/claim/${type}/${encodeURIComponent(id)}`)}
        className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        {t('listing.claim')}
      </Link>
    </p>
  )
}
