import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { LOCALE_INFO } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import {
  OFFLINE_CACHE_PREFIX,
  type OfflineCopyPlan,
  OFFLINE_MANIFEST_KEY,
  type OfflineManifest,
} from '~/lib/offline-copy'
import type { OfflineList } from './offline-copy'

type State =
  | { name: 'idle' }
  | { name: 'sizing' }
  | { name: 'ready'; list: OfflineList }
  | { name: 'saving'; done: number; total: number }
  | { name: 'error'; message: string }

/** 2.345 MB as "2.3 MB"; under a tenth as "0.1 MB". */
export function megabytes(bytes: number): string {
  return `${Math.max(0.1, Math.round(bytes / 100_000) / 10).toFixed(1)} MB`
}

/** The newest offline copy's list, or null. */
async function readManifest(): Promise<OfflineManifest | null> {
  if (typeof caches === 'undefined') return null
  const names = (await caches.keys()).filter((n) => n.startsWith(OFFLINE_CACHE_PREFIX)).sort()
  const newest = names.at(-1)
  if (!newest) return null
  const response = await (await caches.open(newest)).match(OFFLINE_MANIFEST_KEY)
  return response ? ((await response.json()) as OfflineManifest) : null
}

/**
 * "Save for offline" (issue 48 item 5, decision 055): says how big the copy is before saving,
 * shows the progress, can be stopped, and the copy can be removed. The saving code
 * (./offline-copy.ts) loads only when the button is pressed. Without JavaScript there is nothing
 * to press: a line says that saving needs it.
 */
export function SaveOffline({ plan }: { plan: OfflineCopyPlan }) {
  const t = useT()
  const savedAt = new Intl.DateTimeFormat(LOCALE_INFO[t.locale].intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const [saved, setSaved] = useState<OfflineManifest | null>(null)
  const [state, setState] = useState<State>({ name: 'idle' })
  // null until known in the browser (nothing is said before hydration)
  const [supported, setSupported] = useState<boolean | null>(null)
  const [announce, setAnnounce] = useState('')
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    setSupported(typeof caches !== 'undefined' && 'serviceWorker' in navigator)
    readManifest()
      .then(setSaved)
      .catch(() => setSaved(null))
    return () => abort.current?.abort()
  }, [])

  const failed = (error: unknown) => {
    if (abort.current?.signal.aborted) {
      setState({ name: 'idle' })
      setAnnounce(t('trip.offline.stopped'))
      return
    }
    const message = t('trip.offline.failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    setState({ name: 'error', message })
    setAnnounce(message)
  }

  async function size() {
    abort.current = new AbortController()
    setState({ name: 'sizing' })
    setAnnounce(t('trip.offline.sizingNow'))
    try {
      const { listOfflineCopy } = await import('./offline-copy')
      const list = await listOfflineCopy(plan, abort.current.signal)
      setState({ name: 'ready', list })
      setAnnounce(t('trip.offline.size', { size: megabytes(list.bytes) }))
    } catch (error) {
      failed(error)
    }
  }

  async function save(list: OfflineList) {
    abort.current = new AbortController()
    let lastQuarter = -1
    try {
      const { saveOfflineCopy } = await import('./offline-copy')
      const manifest = await saveOfflineCopy(list, {
        signal: abort.current.signal,
        onProgress: ({ done, total }) => {
          setState({ name: 'saving', done, total })
          // Said aloud at each quarter, not at every file.
          const quarter = Math.floor((done / total) * 4)
          if (quarter !== lastQuarter && quarter < 4) {
            lastQuarter = quarter
            setAnnounce(t('trip.offline.progress', { done, total }))
          }
        },
      })
      setSaved(manifest)
      setState({ name: 'idle' })
      setAnnounce(t('trip.offline.done', { size: megabytes(manifest.bytes) }))
    } catch (error) {
      failed(error)
    }
  }

  async function remove() {
    const { removeOfflineCopies } = await import('./offline-copy')
    await removeOfflineCopies()
    setSaved(null)
    setAnnounce(t('trip.offline.removed'))
  }

  const busy = state.name === 'sizing' || state.name === 'saving'
  return (
    <section aria-labelledby="offline-title" className="trip-noprint mt-6 max-w-2xl">
      <h2 id="offline-title" className="text-xl font-bold">
        {t('trip.offline.title')}
      </h2>
      {/* Shown only where scripting is off (a <noscript> would be left out of React's markup). */}
      <p className="mt-1 hidden [@media(scripting:none)]:block">{t('trip.offline.noScript')}</p>
      {saved ? (
        <p className="mt-1">
          {t('trip.offline.saved', {
            date: savedAt.format(new Date(saved.savedAt)),
            size: megabytes(saved.bytes),
            pages: saved.pages,
            tiles: saved.tiles,
          })}{' '}
          <Link to={t.path('/map')} className="text-secondary underline">
            {t('trip.offline.map')}
          </Link>
          ,{' '}
          <Link to={t.path('/conditions')} className="text-secondary underline">
            {t('trip.offline.conditions')}
          </Link>{' '}
          {t('trip.offline.events')}
        </p>
      ) : supported ? (
        <p className="text-muted-foreground mt-1">{t('trip.offline.offer')}</p>
      ) : supported === false ? (
        <p className="text-muted-foreground mt-1">{t('trip.offline.unsupported')}</p>
      ) : null}
      {supported ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {state.name === 'ready' ? (
            <>
              <p className="w-full">
                {t('trip.offline.about')} <strong>{megabytes(state.list.bytes)}</strong>
                {t('trip.offline.contents', {
                  pages: state.list.pages,
                  tiles: state.list.tiles,
                  files: state.list.items.length,
                })}
              </p>
              <Button type="button" onClick={() => void save(state.list)}>
                {t('trip.offline.save', { size: megabytes(state.list.bytes) })}
              </Button>
              <Button type="button" variant="outline" onClick={() => setState({ name: 'idle' })}>
                {t('trip.offline.notNow')}
              </Button>
            </>
          ) : busy ? (
            <>
              <div className="grid w-full gap-1">
                <label htmlFor="offline-progress" className="font-semibold">
                  {state.name === 'sizing' ? t('trip.offline.sizing') : t('trip.offline.saving')}
                </label>
                <progress
                  id="offline-progress"
                  className="h-3 w-full"
                  max={state.name === 'saving' ? state.total : undefined}
                  value={state.name === 'saving' ? state.done : undefined}
                />
              </div>
              <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
                {t('trip.offline.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" onClick={() => void size()}>
                {saved ? t('trip.offline.update') : t('trip.offline.start')}
              </Button>
              {saved ? (
                <Button type="button" variant="outline" onClick={() => void remove()}>
                  {t('trip.offline.remove')}
                </Button>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {state.name === 'error' ? <p className="text-destructive mt-2 font-semibold">{state.message}</p> : null}
      <p role="status" className="sr-only">
        {announce}
      </p>
    </section>
  )
}
