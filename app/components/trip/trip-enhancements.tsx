import { useEffect, useRef } from 'react'
import { useRevalidator, useSubmit } from 'react-router'
import { useT } from '~/lib/i18n/use-t'

/**
 * What JavaScript adds to /trip, none of it needed (the buttons always work): changes kept on the
 * device while offline are sent when the connection returns; the trip's listing pages are saved
 * for offline use; stops can be dragged between days. The code (trip-live.ts) loads after the page.
 */
export function TripEnhancements({ listingUrls, stopIds }: { listingUrls: string[]; stopIds: string }) {
  const t = useT()
  const home = t.path('/trip')
  const revalidator = useRevalidator()
  const submit = useSubmit()
  const latest = useRef({ revalidator, submit, home })
  latest.current = { revalidator, submit, home }
  const urls = listingUrls.join('\n')

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./trip-live').then(({ keepChangesOffline, startSync }) => {
      if (cancelled) return
      const stopSync = startSync({ revalidate: () => void latest.current.revalidator.revalidate() })
      const stopKeeping = keepChangesOffline(document)
      stop = () => {
        stopSync()
        stopKeeping()
      }
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  useEffect(() => {
    if (!urls) return
    const timer = window.setTimeout(() => {
      void import('./trip-live').then(({ savePagesOffline }) => savePagesOffline(urls.split('\n')))
    }, 1500)
    return () => window.clearTimeout(timer)
  }, [urls])

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./trip-live').then(({ enableDrag }) => {
      if (cancelled) return
      stop = enableDrag(document, (stopId, day, index) =>
        latest.current.submit(
          { intent: 'place', stop: stopId, day, index: String(index) },
          { method: 'post', action: latest.current.home, preventScrollReset: true },
        ),
      )
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [stopIds])

  return null
}
