import { LocateFixed } from '~/components/icons'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { formatDistance } from '~/lib/maps/distance'
import { onFirstInteraction } from '~/lib/first-interaction'
import type { InteractiveMapHandle } from '~/lib/maps/interactive.client'
import type { Place } from '~/lib/maps/place-card'
import type { InteractiveMapConfig, InteractiveMapWords } from '~/lib/maps/pages'

type State =
  | { name: 'waiting' }
  | { name: 'loading' }
  | { name: 'ready'; count: number }
  | { name: 'failed'; message: string }
type Nearby =
  | { name: 'idle' }
  | { name: 'locating' }
  | { name: 'found'; places: (Place & { km: number })[] }
  | { name: 'error'; message: string }

/** Its words on a page that sends none (English; the map pages send theirs in the page's language). */
const ENGLISH: InteractiveMapWords = {
  region: 'Interactive map: drag to move, use the buttons to zoom',
  nearMe: 'Near me',
  locating: 'Finding you…',
  loading: 'Loading the interactive map…',
  failed: 'The interactive map could not load here; this map still works.',
  unsupported: 'This browser cannot tell where you are.',
  denied:
    'Location is turned off for this site, so the places cannot be sorted by distance. The list below still has every place.',
  notFound: 'Your location could not be found just now. Try again in a moment.',
  nearest: 'Nearest to you',
  close: 'Close',
  noPins: 'No place on this map has a pin yet.',
  distances: 'Straight-line distances from where you are now.',
  away: '{distance} away, as the crow flies',
  viewDetails: 'View details',
  attribution: 'County outlines: U.S. Census Bureau; roads approximate',
  cluster: '{count} places close together: zoom in',
  pin: '{name}: show details',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  toggleAttribution: 'Toggle attribution',
}

/** How many places "Near me" lists. */
const NEARBY_COUNT = 8

/**
 * The interactive map over the server-drawn one: MapLibre is loaded (app/lib/maps/interactive.client.ts)
 * once the visitor first touches, clicks, types or tabs on the page, never before, so the page's
 * first load carries none of it and a visitor who only reads pays nothing. Until it is ready, and
 * if it fails (no WebGL, offline without its data), the drawn map stays as it is. The map page
 * draws `overlay` in the drawn map's box and `nearby` under it.
 */
export function useInteractiveMap(config: InteractiveMapConfig) {
  const words = config.words ?? ENGLISH
  const box = useRef<HTMLDivElement>(null)
  const handle = useRef<InteractiveMapHandle | null>(null)
  const [state, setState] = useState<State>({ name: 'waiting' })
  const [nearby, setNearby] = useState<Nearby>({ name: 'idle' })
  const configKey = `${config.places} ${config.tiles} ${JSON.stringify(config.bounds)}`

  useEffect(() => {
    let cancelled = false
    const stop = onFirstInteraction(() => {
      const container = box.current
      if (!container || cancelled) return
      setState({ name: 'loading' })
      import('~/lib/maps/interactive.client')
        .then(({ mountInteractiveMap }) =>
          mountInteractiveMap(
            container,
            { ...config, words },
            {
              onReady: (count) => !cancelled && setState({ name: 'ready', count }),
              onError: (message) => console.warn('Map:', message),
            },
          ),
        )
        .then((mounted) => {
          if (cancelled) mounted.destroy()
          else handle.current = mounted
        })
        .catch((error: unknown) => {
          if (!cancelled)
            setState({ name: 'failed', message: error instanceof Error ? error.message : String(error) })
        })
    })
    return () => {
      cancelled = true
      stop()
      handle.current?.destroy()
      handle.current = null
      setState({ name: 'waiting' })
      setNearby({ name: 'idle' })
    }
    // The config is compared by value: a new filter or view makes a new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configKey])

  const ready = state.name === 'ready'
  // The drawn map's box hides its own pins while the interactive map covers it.
  useEffect(() => {
    const figure = box.current?.parentElement
    if (!figure) return
    if (ready) figure.dataset.interactive = 'ready'
    else delete figure.dataset.interactive
  }, [ready])

  function locate() {
    if (!('geolocation' in navigator)) {
      setNearby({ name: 'error', message: words.unsupported })
      return
    }
    setNearby({ name: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const at = { lat: position.coords.latitude, lng: position.coords.longitude }
        const map = handle.current
        if (!map) return
        map.showVisitor(at)
        setNearby({ name: 'found', places: map.nearest(at).slice(0, NEARBY_COUNT) })
      },
      (error) =>
        setNearby({
          name: 'error',
          message: error.code === error.PERMISSION_DENIED ? words.denied : words.notFound,
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    )
  }

  const overlay = (
    <>
      <div
        ref={box}
        className={`absolute inset-0 ${ready ? '' : 'pointer-events-none opacity-0'}`}
        // Until ready, the map being built under it (its canvas and buttons) is out of reach of
        // keyboard and screen reader alike: hidden and focusable must never meet (axe's aria-hidden-focus).
        inert={!ready}
        role={ready ? 'region' : undefined}
        aria-label={ready ? words.region : undefined}
      />
      <div className="absolute top-2 left-2 z-10 flex max-w-[calc(100%-4rem)] flex-col items-start gap-2">
        {ready ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={locate}
            disabled={nearby.name === 'locating'}
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            {nearby.name === 'locating' ? words.locating : words.nearMe}
          </Button>
        ) : null}
        <p role="status" className="bg-card/90 rounded px-2 py-1 text-xs empty:hidden">
          {state.name === 'loading' ? words.loading : state.name === 'failed' ? words.failed : ''}
        </p>
      </div>
    </>
  )
  const nearbyPanel =
    nearby.name === 'found' || nearby.name === 'error' ? (
      <NearbyPanel nearby={nearby} words={words} onClose={() => setNearby({ name: 'idle' })} />
    ) : null
  return { overlay, nearby: nearbyPanel }
}

function NearbyPanel({
  nearby,
  words,
  onClose,
}: {
  nearby: Nearby
  words: InteractiveMapWords
  onClose: () => void
}) {
  return (
    <section aria-labelledby="nearby-title" className="bg-card mt-3 rounded-(--radius-card) border p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id="nearby-title" className="text-lg font-bold">
          {words.nearest}
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {words.close}
        </Button>
      </div>
      {nearby.name === 'error' ? (
        <p className="mt-1 text-sm">{nearby.message}</p>
      ) : nearby.name === 'found' && nearby.places.length === 0 ? (
        <p className="mt-1 text-sm">{words.noPins}</p>
      ) : nearby.name === 'found' ? (
        <>
          <p className="text-muted-foreground mt-1 text-sm">{words.distances}</p>
          <ol className="mt-2 space-y-2">
            {nearby.places.map((place) => (
              <li key={place.href}>
                <a href={place.href} lang={place.nameLang} className="text-secondary font-semibold underline">
                  {place.name}
                </a>{' '}
                <span className="text-muted-foreground">
                  {words.away.replace('{distance}', formatDistance(place.km))}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
