import { useEffect } from 'react'
import { Toaster as Sonner, toast as showToast } from 'sonner'
import { useHydrated } from '~/lib/use-hydrated'

export interface ToastMessage {
  id: string
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/**
 * Toasts at the bottom-right (sonner: pause on hover or focus, swipe to dismiss). A toast that
 * arrives with the page (flash cookie) is also rendered as plain HTML until React hydrates, so it
 * shows without JavaScript.
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!toast) return
    const show =
      toast.type === 'error' ? showToast.error : toast.type === 'info' ? showToast.info : showToast.success
    // Defer a tick so the Toaster has mounted its listener.
    const timer = setTimeout(() => show(toast.title, { id: toast.id, description: toast.description }), 0)
    return () => clearTimeout(timer)
  }, [toast])

  return (
    <>
      <Sonner position="bottom-right" closeButton richColors toastOptions={{ duration: 6000 }} />
      {!hydrated && toast ? (
        <div
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
