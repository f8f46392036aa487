/** A maps search for a place or address; opens in the visitor's maps app or browser. */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
