import { Link } from 'react-router'
import { MapBaseLayer } from '~/components/maps/map-base-layer'
import { useT } from '~/lib/i18n/use-t'
import type { TripDayMap } from '~/lib/maps/trip-map'

/**
 * The trip's days on maps (issue 50 item 3): one small server-drawn map per day with stops
 * (app/lib/maps/trip-map.ts works it out; plain SVG, no JavaScript), its stops numbered as in the
 * day's list and the drives between them drawn, and under each the numbered list that is its
 * text alternative, stops without a pin marked "not on the map". On /trip, /trip/print and
 * /trip/shared/:id.
 */
export function TripMaps({ maps }: { maps: readonly TripDayMap[] }) {
  const t = useT()
  if (maps.length === 0) return null
  return (
    <section aria-labelledby="trip-maps-title" className="trip-maps mt-10">
      <h2 id="trip-maps-title" className="text-2xl font-bold">
        {t('trip.map.title')}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{t('trip.map.intro')}</p>
      <ul className="mt-4 grid list-none gap-6 p-0 md:grid-cols-2">
        {maps.map((map) => (
          <li key={map.day}>
            <DayMap map={map} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function DayMap({ map }: { map: TripDayMap }) {
  const t = useT()
  const titleId = `trip-map-${map.day}-title`
  const drawing = map.drawing
  return (
    <figure className="trip-map m-0 max-w-[30rem] break-inside-avoid" data-day={map.day}>
      {drawing ? (
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={drawing.viewBox}
          width={drawing.width}
          height={drawing.height}
          className="border-border block h-auto w-full rounded-(--radius-card) border bg-[#e6dfd2]"
        >
          <title id={titleId}>{map.title}</title>
          <MapBaseLayer counties={drawing.counties} water={drawing.water} roads={drawing.roads} />
          <g className="fill-none" strokeLinecap="round" strokeLinejoin="round" data-route>
            {drawing.route.map((d, k) => (
              <path
                key={k}
                d={d}
                vectorEffect="non-scaling-stroke"
                strokeWidth={6}
                className="stroke-white"
              />
            ))}
            {drawing.route.map((d, k) => (
              <path
                key={k}
                d={d}
                vectorEffect="non-scaling-stroke"
                strokeWidth={3}
                className="stroke-secondary"
              />
            ))}
          </g>
          {/* The names over the drives, on their white edge. */}
          <g fontSize={drawing.fontSize} fontWeight={700} className="fill-foreground">
            {drawing.towns.map((town) => (
              <g key={town.name}>
                <circle cx={town.x} cy={town.y} r={drawing.dot} />
                <text
                  x={town.labelX}
                  y={town.labelY}
                  textAnchor={town.anchor}
                  stroke="#fff"
                  strokeWidth={drawing.fontSize / 4}
                  strokeLinejoin="round"
                  paintOrder="stroke"
                >
                  {town.name}
                </text>
              </g>
            ))}
          </g>
          {drawing.leaders.map((leader) => (
            <line
              key={`${leader.x1} ${leader.y1} ${leader.x2} ${leader.y2}`}
              {...leader}
              vectorEffect="non-scaling-stroke"
              strokeWidth={1.5}
              className="stroke-primary"
            />
          ))}
          {drawing.pins.map((pin) => (
            <g key={pin.number} data-pin={pin.number}>
              <circle
                cx={pin.x}
                cy={pin.y}
                r={drawing.pinRadius}
                vectorEffect="non-scaling-stroke"
                strokeWidth={2}
                className="fill-primary stroke-white"
              />
              <text
                x={pin.x}
                y={pin.y}
                dy="0.35em"
                textAnchor="middle"
                fontSize={drawing.pinRadius * (pin.number >= 10 ? 1 : 1.2)}
                fontWeight={700}
                fill="#fff"
              >
                {pin.number}
              </text>
            </g>
          ))}
        </svg>
      ) : null}
      <figcaption className={drawing ? 'mt-2' : ''}>
        <h3 className="text-lg font-bold">{map.label}</h3>
        {drawing ? null : <p className="text-muted-foreground text-sm">{t('trip.map.noPins')}</p>}
        <ol className="mt-1 list-none space-y-1 p-0 text-sm">
          {map.legend.map((item) => (
            <li key={item.number} className="flex items-baseline gap-2">
              <span
                aria-hidden="true"
                className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                  item.onMap
                    ? 'bg-primary text-primary-foreground'
                    : 'border-border text-muted-foreground border'
                }`}
              >
                {item.number}
              </span>
              <span>
                <span className="sr-only">{item.number}: </span>
                {item.href ? (
                  <Link to={t.path(item.href)} className="text-secondary underline">
                    {item.name}
                  </Link>
                ) : (
                  item.name
                )}
                {item.onMap ? null : <span className="text-muted-foreground"> {t('trip.map.notOnMap')}</span>}
              </span>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  )
}
