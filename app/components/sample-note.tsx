import { Info, X } from '~/components/icons'
import { useEffect, useState } from 'react'
import { useHydrated } from '~/lib/use-hydrated'
import { useT } from '~/lib/i18n/use-t'

/** Where a visitor's "hide this note" is kept (this device only; pages are shared and cached). */
export const SAMPLE_NOTE_DISMISSED_KEY = 'wn-sample-note-dismissed'

/**
 * The one quiet word that the guide still holds sample listings (issue 16): the last thing on the
 * page, so hiding it moves nothing above it. Without JavaScript it simply stays.
 */
export function SampleNote() {
  const hydrated = useHydrated()
  const t = useT()
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    try {
      if (window.localStorage.getItem(SAMPLE_NOTE_DISMISSED_KEY)) setHidden(true)
    } catch {
      // Storage blocked: the note stays.
    }
  }, [])
  if (hidden) return null
  const dismiss = () => {
    setHidden(true)
    try {
      window.localStorage.setItem(SAMPLE_NOTE_DISMISSED_KEY, new Date().toISOString())
    } catch {
      // Storage blocked: hidden until the next page.
    }
  }
  return (
    <div
      role="note"
      aria-label={t('shell.sample.label')}
      className="border-t border-white/15 bg-black/20 px-4 py-3 text-sm text-white/85"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="flex-1">{t('shell.sample.text')}</p>
        {/* Sent hidden and shown once the page runs its scripts (it needs them). Its own white
            ring on the dark footer (a click hides the note, so the ring never shows after one). */}
        <button
          type="button"
          hidden={!hydrated}
          onClick={dismiss}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10 focus:outline-3 focus:outline-offset-2 focus:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('shell.sample.hide')}</span>
        </button>
      </div>
    </div>
  )
}
