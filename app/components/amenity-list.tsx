import { Bath, Car, Check, Coffee, type IconComponent, Wifi } from '~/components/icons'
import { useT } from '~/lib/i18n/use-t'
import type { MessageKey } from '~/lib/i18n/messages'

/** The icons of the stay amenities that have a fixed key (their words: `listing.amenity.<key>`). */
const STAY_AMENITY_ICONS: Record<string, IconComponent> = {
  wifi: Wifi,
  parking: Car,
  breakfast: Coffee,
  'hot-tub': Bath,
}

/** Amenities as a list: known keys with their icon, free-text extras with a check mark. */
export function AmenityList({ amenities, label }: { amenities: string[]; label?: string }) {
  const t = useT()
  return (
    <ul aria-label={label ?? t('listing.amenities')} className="grid gap-3 sm:grid-cols-2">
      {amenities.map((amenity) => {
        const Icon = STAY_AMENITY_ICONS[amenity] ?? Check
        return (
          <li key={amenity} className="flex items-center gap-3">
            <span className="bg-sky text-secondary flex size-9 shrink-0 items-center justify-center rounded-full">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              {STAY_AMENITY_ICONS[amenity] ? t(`listing.amenity.${amenity}` as MessageKey) : amenity}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
