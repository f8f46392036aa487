import { LocateFixed } from '~/components/icons'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { formatDistance } from '~/lib/maps/distance'
import { onFirstInteraction } from '~/lib/first-interaction'
import type { InteractiveMapHandle, Place } from '~/lib/maps/interactive.client'
import type { InteractiveMapConfig } from '~/lib/maps/pages'

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
          mountInteractiveMap(container, config, {
            onReady: (count) => !cancelled && setState({ name: 'ready', count }),
            onError: (message) => console.warn('Map:', message),
          }),
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
      setNearby({ name: 'error', message: 'This browser cannot tell where you are.' })
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
          message:
            error.code === error.PERMISSION_DENIED
              ? 'Location is turned off for this site, so the places cannot be sorted by distance. The list below still has every place.'
              : 'Your location could not be found just now. Try again in a moment.',
        }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    )
  }

  const overlay = (
    <>
      <div
        ref={box}
        className={`absolute inset-0 ${ready ? '' : 'pointer-events-none opacity-0'}`}
        aria-hidden={ready ? undefined : true}
        role={ready ? 'region' : undefined}
        aria-label={ready ? 'Interactive map: drag to move, use the buttons to zoom' : undefined}
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
            {nearby.name === 'locating' ? 'Finding you…' : 'Near me'}
          </Button>
        ) : null}
        <p role="status" className="bg-card/90 rounded px-2 py-1 text-xs empty:hidden">
          {state.name === 'loading'
            ? 'Loading the interactive map…'
            : state.name === 'failed'
              ? 'The interactive map could not load here; this map still works.'
              : ''}
        </p>
      </div>
    </>
  )
  const nearbyPanel =
    nearby.name === 'found' || nearby.name === 'error' ? (
      <NearbyPanel nearby={nearby} onClose={() => setNearby({ name: 'idle' })} />
    ) : null
  return { overlay, nearby: nearbyPanel }
}

function NearbyPanel({ nearby, onClose }: { nearby: Nearby; onClose: () => void }) {
  return (
    <section aria-labelledby="nearby-title" className="bg-card mt-3 rounded-(--radius-card) border p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id="nearby-title" className="text-lg font-bold">
          Nearest to you
        </h2>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {nearby.name === 'error' ? (
        <p className="mt-1 text-sm">{nearby.message}</p>
      ) : nearby.name === 'found' && nearby.places.length === 0 ? (
        <p className="mt-1 text-sm">No place on this map has a pin yet.</p>
      ) : nearby.name === 'found' ? (
        <>
          <p className="text-muted-foreground mt-1 text-sm">
            Straight-line distances from where you are now.
          </p>
          <ol className="mt-2 space-y-2">
            {nearby.places.map((place) => (
              <li key={place.href}>
                <a href={place.href} className="text-secondary font-semibold underline">
                  {place.name}
                </a>{' '}
                <span className="text-muted-foreground">
                  {formatDistance(place.km)} away, as the crow flies
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
