import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import { mapsSearchUrl } from '~/lib/maps'

export interface Place {
  id: string
  name: string
  href: string
  subtitle: string
  location: string
}

/** The places of a map page as a list with their locations and a maps search for each. */
export function PlacesList({ places, label }: { places: Place[]; label: string }) {
  return (
    <ol
      aria-label={label}
      className="divide-border border-border bg-card divide-y rounded-(--radius-card) border"
    >
      {places.map((place, index) => (
        <li key={place.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-full font-bold"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-lg font-bold">
              <Link to={place.href} className="underline-offset-4 hover:underline">
                {place.name}
              </Link>
            </h3>
            <p className="text-muted-foreground text-sm">{place.subtitle}</p>
            <p className="mt-1 flex items-start gap-1.5">
              <MapPin aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              <span>{place.location}</span>
            </p>
          </div>
          <a
            href={mapsSearchUrl(place.location)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-secondary inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
          >
            Open in Maps<span className="sr-only">: {place.name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ol>
  )
}
