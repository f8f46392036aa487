/** One outline of the base layer: its key and SVG path data, already projected. */
interface Shape {
  key: string
  d: string
}

/**
 * The ground both drawn maps stand on (the big map of the map pages, app/components/maps/valley-map.tsx,
 * and the small map of a detail page, place-map.tsx): the county outlines, the lakes and the roads,
 * inside the map's <svg>, in the colours the interactive map paints the same layers
 * (app/lib/maps/interactive.client.ts). Highways are a plain line; a street, on the views that
 * draw them, is a white line with a darker edge. Strokes keep their width however the map is scaled.
 */
export function MapBaseLayer({
  counties,
  water,
  roads,
}: {
  counties: readonly Shape[]
  water: readonly Shape[]
  /** Traced by hand: approximate. Without `kind`, a highway. */
  roads: readonly (Shape & { kind?: 'highway' | 'street' })[]
}) {
  return (
    <>
      {counties.map((county) => (
        <path
          key={county.key}
          d={county.d}
          vectorEffect="non-scaling-stroke"
          strokeWidth={1.5}
          strokeLinejoin="round"
          className="fill-[#f8f4ec] stroke-[#8a7a62]"
        />
      ))}
      {water.map((lake) => (
        <path key={lake.key} d={lake.d} className="fill-[#b9d6e6]" />
      ))}
      {roads.map((road) =>
        road.kind === 'street' ? (
          <g key={road.key} className="fill-none" strokeLinecap="round" strokeLinejoin="round">
            <path d={road.d} vectorEffect="non-scaling-stroke" strokeWidth={9} className="stroke-[#cbbc9f]" />
            <path d={road.d} vectorEffect="non-scaling-stroke" strokeWidth={6} className="stroke-white" />
          </g>
        ) : (
          <path
            key={road.key}
            d={road.d}
            vectorEffect="non-scaling-stroke"
            strokeWidth={2}
            strokeLinejoin="round"
            className="fill-none stroke-[#c9a470]"
          />
        ),
      )}
    </>
  )
}
