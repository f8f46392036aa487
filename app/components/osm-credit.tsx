import { useT } from '~/lib/i18n/use-t'

/**
 * The credit OpenStreetMap's licence (ODbL) asks of a listing whose data came from it (issue 45,
 * decision 049): "© OpenStreetMap contributors", linking to its copyright page.
 */
export function OsmCredit({ shown }: { shown: boolean }) {
  const t = useT()
  if (!shown) return null
  return (
    <p className="text-muted-foreground mt-2 text-sm" data-osm-credit>
      {t('listing.osm.credit')}{' '}
      <a
        href="https://www.openstreetmap.org/copyright"
        className="underline underline-offset-4"
        rel="noreferrer"
      >
        {t('listing.osm.contributors')}
      </a>
    </p>
  )
}
