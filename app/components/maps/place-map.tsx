import { MapBaseLayer } from '~/components/maps/map-base-layer'
import type { PlaceMapData } from '~/lib/maps/place-map'
import { cn } from '~/lib/utils'

/**
 * The small static map on a detail page: the county lines, the nearby towns and the place's pin,
 * one SVG image drawn from loader data (app/lib/maps/place-map.ts), no JavaScript. Its title is
 * the text alternative ("Map: <name>, in <town>").
 */
export function PlaceMap({ map, className }: { map: PlaceMapData; className?: string }) {
  // One per page.
  const titleId = 'place-map-title'
  return (
    <figure className={cn('m-0 w-full max-w-xs', className)}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={map.viewBox}
        width={map.width}
        height={map.height}
        className="border-border block h-auto w-full rounded-(--radius-card) border bg-[#e6dfd2]"
      >
        <title id={titleId}>{map.title}</title>
        <MapBaseLayer counties={map.counties} water={map.water} roads={map.roads} />
        <g fontSize={map.fontSize} fontWeight={700} className="fill-foreground">
          {map.towns.map((town) => (
            <g key={town.name}>
              <circle cx={town.x} cy={town.y} r={map.dot} />
              <text
                x={town.labelX}
                y={town.labelY}
                textAnchor={town.anchor}
                stroke="#fff"
                strokeWidth={map.fontSize / 4}
                strokeLinejoin="round"
                paintOrder="stroke"
              >
                {town.name}
              </text>
            </g>
          ))}
        </g>
        <g transform={`translate(${map.pin.x} ${map.pin.y}) scale(${map.pinRadius / 10})`}>
          {/* A map pin 20 units wide whose point is at the place. */}
          <path
            d="M0 0C-3-6-10-11-10-18A10 10 0 0 1 10-18C10-11 3-6 0 0Z"
            className="fill-primary stroke-white"
            strokeWidth={2}
          />
          <circle cy="-18" r="3.5" fill="#fff" />
        </g>
      </svg>
      <figcaption className="text-muted-foreground mt-1.5 text-sm">{map.caption}</figcaption>
    </figure>
  )
}
