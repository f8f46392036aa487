import { type ComponentType, useEffect, useState } from 'react'
import type { Toaster as SonnerToasterType } from 'sonner'
import { onFirstInteraction } from '~/lib/first-interaction'
import { useT } from '~/lib/i18n/use-t'
import { loadSonner, notify, requestToaster, toasterMounted, toasterRequested } from '~/lib/notify'

export interface ToastMessage {
  id: string
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/** The names sonner gives its region and its close buttons, in the page's language. */
interface SonnerWords {
  region: string
  close: string
}

/** sonner's Toaster with our options, then a marker whose effect runs once it listens. */
function makeSonner(Toaster: typeof SonnerToasterType): ComponentType<SonnerWords> {
  return function LazySonner({ region, close }: SonnerWords) {
    return (
      <>
        <Toaster
          position="bottom-right"
          closeButton
          richColors
          containerAriaLabel={region}
          toastOptions={{ duration: 6000, closeButtonAriaLabel: close }}
        />
        <Ready />
      </>
    )
  }
}

function Ready() {
  useEffect(() => toasterMounted(), [])
  return null
}

/**
 * Toasts at the bottom-right (sonner: pause on hover or focus, swipe to dismiss). sonner is not
 * part of the first-load JavaScript: it is loaded for the first toast, or on the visitor's first
 * interaction so that the toast a click brings is not kept waiting; app/lib/notify.ts shows
 * toasts once it is there. A toast that arrives with the page (flash cookie) is also rendered as
 * plain HTML, so it shows without JavaScript; with JavaScript that copy stays until sonner shows
 * it.
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const t = useT()
  const [Sonner, setSonner] = useState<ComponentType<SonnerWords> | null>(null)
  const [shownId, setShownId] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    void toasterRequested.then(loadSonner).then(
      ({ Toaster: SonnerToaster }) => {
        if (live) setSonner(() => makeSonner(SonnerToaster))
      },
      () => {}, // offline and not cached: the plain copy below stays
    )
    const stopWaiting = onFirstInteraction(requestToaster)
    return () => {
      live = false
      stopWaiting()
    }
  }, [])

  useEffect(() => {
    if (!toast) return
    let live = true
    void notify[toast.type](toast.title, { id: toast.id, description: toast.description }).then(() => {
      if (live) setShownId(toast.id)
    })
    return () => {
      live = false
    }
  }, [toast])

  return (
    <>
      {Sonner ? <Sonner region={t('shell.toast.region')} close={t('shell.toast.close')} /> : null}
      {toast && shownId !== toast.id ? (
        <div
          data-toast-copy
          role={toast.type === 'error' ? 'alert' : 'status'}
          className="border-border bg-card fixed right-4 bottom-4 z-50 max-w-sm rounded-lg border p-4 shadow-lg"
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? (
            <p className="text-muted-foreground mt-1 text-sm">{toast.description}</p>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
