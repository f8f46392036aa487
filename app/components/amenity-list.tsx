import { Bath, Car, Check, Coffee, type IconComponent, Wifi } from '~/components/icons'

/** The stay amenities that have a fixed key, with their icon and label. */
export const STAY_AMENITIES: Record<string, { label: string; Icon: IconComponent }> = {
  wifi: { label: 'Wi-Fi', Icon: Wifi },
  parking: { label: 'Parking', Icon: Car },
  breakfast: { label: 'Continental Breakfast', Icon: Coffee },
  'hot-tub': { label: 'Hot Tub', Icon: Bath },
}

/** The display label of an amenity: a known key gets its label, free text stays as written. */
export function amenityLabel(amenity: string): string {
  return STAY_AMENITIES[amenity]?.label ?? amenity
}

/** Amenities as a list: known keys with their icon, free-text extras with a check mark. */
export function AmenityList({ amenities, label = 'Amenities' }: { amenities: string[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {amenities.map((amenity) => {
        const known = STAY_AMENITIES[amenity]
        const Icon = known?.Icon ?? Check
        return (
          <li key={amenity} className="flex items-center gap-3">
            <span className="bg-sky text-secondary flex size-9 shrink-0 items-center justify-center rounded-full">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>{known?.label ?? amenity}</span>
          </li>
        )
      })}
    </ul>
  )
}
