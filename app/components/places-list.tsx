import { Link } from 'react-router'
import { MapPin } from '~/components/icons'
import { mapsSearchUrl } from '~/lib/maps'
import type { MapItem } from '~/lib/maps/valley-map'
import { SubtitleText } from '~/components/subtitle-text'
import { textLang } from '~/lib/i18n/content-fields'
import { useT } from '~/lib/i18n/use-t'

/**
 * The places of a map page as a numbered list beside the map (the numbers are the pins'), with
 * their locations, a maps search for each, and for a place without a pin on this view, why and
 * where to see it.
 */
export function PlacesList({ items, label }: { items: MapItem[]; label: string }) {
  const t = useT()
  return (
    <ol
      aria-label={label}
      start={items[0]?.number}
      className="divide-border border-border bg-card divide-y rounded-(--radius-card) border"
    >
      {items.map((item) => (
        <li key={`${item.href}`} id={`place-${item.number}`} className="flex gap-3 p-4">
          <span className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold">
            <span className="sr-only">{t('listing.pin')} </span>
            {item.number}
          </span>
          <div className="min-w-0 flex-1">
            {item.section ? (
              <p className="text-sage text-xs font-semibold tracking-wide uppercase">{item.section}</p>
            ) : null}
            <h3 className="text-lg leading-snug font-bold">
              <Link
                to={t.path(item.href)}
                lang={textLang(item.english, 'name')}
                className="underline-offset-4 hover:underline"
              >
                {item.name}
              </Link>
            </h3>
            <p className="text-muted-foreground text-sm">
              <SubtitleText subtitle={item.subtitle} english={item.subtitleEnglish} />
            </p>
            <p className="mt-1 flex items-start gap-1.5 text-sm">
              <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              <span>{item.location}</span>
            </p>
            {item.note ? (
              <p className="text-muted-foreground mt-1 text-sm">
                {item.note.text}
                {item.note.href ? (
                  <>
                    {' '}
                    <Link
                      to={t.path(item.note.href)}
                      className="text-secondary inline-flex min-h-6 items-center font-semibold underline underline-offset-4"
                    >
                      {item.note.linkText}
                    </Link>
                  </>
                ) : null}
              </p>
            ) : null}
            <a
              href={mapsSearchUrl(item.location)}
              target="_blank"
              rel="noopener noreferrer"
              className="text-secondary mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
            >
              {t('listing.openInMaps')}
              <span className="sr-only">
                : {item.name} {t('listing.newTab')}
              </span>
            </a>
          </div>
        </li>
      ))}
    </ol>
  )
}
