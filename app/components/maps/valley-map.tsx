import { Link } from 'react-router'
import type * as React from 'react'
import { MapBaseLayer } from '~/components/maps/map-base-layer'
import type { Align, Side } from '~/lib/maps/label-layout'
import type { ValleyMapData } from '~/lib/maps/valley-map'
import { useT } from '~/lib/i18n/use-t'

// Where a town's name sits beside its dot (the dot is at the span's left/top point), 8 px from
// it, or 24 px when a pin sits on the town.
const SIDE: Record<Side, [near: string, far: string]> = {
  right: ['translate-x-2 -translate-y-1/2', 'translate-x-6 -translate-y-1/2'],
  left: [
    '-translate-x-[calc(100%+0.5rem)] -translate-y-1/2',
    '-translate-x-[calc(100%+1.5rem)] -translate-y-1/2',
  ],
  above: [
    '-translate-x-1/2 -translate-y-[calc(100%+0.5rem)]',
    '-translate-x-1/2 -translate-y-[calc(100%+1.5rem)]',
  ],
  below: ['-translate-x-1/2 translate-y-2', '-translate-x-1/2 translate-y-6'],
}
const ALIGN: Record<Align, string> = {
  center: '-translate-x-1/2',
  start: '-translate-x-1',
  end: '-translate-x-[calc(100%-0.25rem)]',
}

/**
 * The big map of the map pages, drawn on the server from loader data (app/lib/maps/valley-map.ts
 * works everything out; this only draws it, so it brings no code of its own to the browser and
 * needs none). An SVG image of the county outlines and the towns, with the numbered pins laid
 * over it as real links (fixed-size HTML, so they stay 28 px wide however wide the map is drawn,
 * and are never inside the image, whose content a screen reader does not enter).
 */
export function ValleyMap({
  map,
  id = 'valley-map',
  overlay,
  below,
  layers,
  caption,
}: {
  map: ValleyMapData
  id?: string
  /** Drawn in the image over the ground, under the towns (e.g. /conditions' alert areas). */
  layers?: React.ReactNode
  /** (none: the map's own, in the page's language) */
  caption?: string
  /** Laid over the drawn map, in its box (the interactive map); its pins hide when it is ready. */
  overlay?: React.ReactNode
  /** Drawn under the map, above its caption (the interactive map's nearest places). */
  below?: React.ReactNode
}) {
  const t = useT()
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  return (
    <figure className="m-0">
      <div
        className="group/map border-border relative mx-auto w-full overflow-hidden rounded-(--radius-card) border"
        style={{ aspectRatio: map.aspect, maxWidth: `max(20rem, calc((100svh - 9rem) * ${map.aspect}))` }}
      >
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={map.viewBox}
          preserveAspectRatio="xMidYMid slice"
          className="absolute inset-0 block size-full"
        >
          <title id={titleId}>{map.title}</title>
          <desc id={descId}>{map.description}</desc>
          <rect x="-10000" y="-10000" width="30000" height="30000" className="fill-[#e6dfd2]" />
          <MapBaseLayer counties={map.counties} water={map.water} roads={map.roads} />
          {layers}
          {map.leaders.map((leader) => (
            <g
              key={`${leader.x1} ${leader.y1} ${leader.x2} ${leader.y2}`}
              className="fill-primary stroke-primary"
            >
              <line {...leader} vectorEffect="non-scaling-stroke" strokeWidth={1.5} />
              <circle cx={leader.x1} cy={leader.y1} r={map.townDot * 0.8} stroke="none" />
            </g>
          ))}
          {map.towns.map((town) => (
            <circle
              key={town.name}
              cx={town.x}
              cy={town.y}
              r={map.townDot}
              vectorEffect="non-scaling-stroke"
              strokeWidth={1.5}
              className="fill-foreground stroke-white"
            />
          ))}
        </svg>
        {/* The names are in the image's description; drawn as HTML so they keep their size. */}
        <div aria-hidden="true" className="text-foreground pointer-events-none absolute inset-0 select-none">
          {map.countyLabels.map((label) => (
            <span
              key={label.text}
              className={`text-muted-foreground absolute -translate-y-1/2 text-center text-[0.6875rem] leading-tight font-semibold tracking-wider whitespace-pre uppercase ${ALIGN[label.align]}`}
              style={{ left: `${label.left}%`, top: `${label.top}%` }}
            >
              {label.text}
            </span>
          ))}
          {map.landmarks.map((landmark) => (
            <span
              key={landmark.name}
              className={`text-muted-foreground absolute -translate-y-1/2 text-xs font-semibold whitespace-nowrap italic ${ALIGN[landmark.align]}`}
              style={{ left: `${landmark.left}%`, top: `${landmark.top}%` }}
            >
              {landmark.name}
            </span>
          ))}
          {map.towns.map((town) => (
            <span
              key={town.name}
              className={`absolute text-[0.8125rem] leading-4 font-bold whitespace-nowrap [text-shadow:0_0_2px_#fff,0_0_3px_#fff,0_0_4px_#fff] ${SIDE[town.side][town.far ? 1 : 0]}`}
              style={{ left: `${town.left}%`, top: `${town.top}%` }}
            >
              {town.name}
            </span>
          ))}
        </div>
        <ol
          aria-label={map.pinsLabel}
          className="absolute inset-0 m-0 list-none p-0 group-data-[interactive=ready]/map:invisible"
        >
          {map.clusters.map((cluster) => (
            <li
              key={cluster.numbers.join(',')}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${cluster.left}%`, top: `${cluster.top}%` }}
            >
              <Link
                to={cluster.href}
                title={cluster.title}
                aria-label={cluster.label}
                className="border-primary bg-card text-foreground hover:bg-accent ring-primary/25 flex size-[34px] items-center justify-center rounded-full border-[3px] text-sm font-bold shadow-md ring-4"
              >
                {cluster.count}
              </Link>
            </li>
          ))}
          {map.pins.map((pin) => (
            <li
              key={pin.number}
              className="absolute -translate-x-1/2 -translate-y-1/2"
              style={{ left: `${pin.left}%`, top: `${pin.top}%` }}
            >
              <Link
                to={t.path(pin.href)}
                title={pin.name}
                aria-label={`${pin.number}: ${pin.name}`}
                className={`bg-primary text-primary-foreground hover:bg-primary-hover flex size-7 items-center justify-center rounded-full border-2 border-white font-bold shadow-md ${
                  pin.number >= 100 ? 'text-[0.625rem]' : 'text-[0.8125rem]'
                }`}
              >
                {pin.number}
              </Link>
            </li>
          ))}
        </ol>
        {overlay}
      </div>
      {below}
      <figcaption className="text-muted-foreground mt-2 text-center text-xs">
        {caption ?? map.caption}
      </figcaption>
    </figure>
  )
}
