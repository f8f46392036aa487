/**
 * Toasts without sonner in the first load: `notify.success / error / info(title, options)` load
 * sonner on first use and show the toast once the <Toaster> (app/components/toaster.tsx, mounted
 * on the first toast or the visitor's first interaction) is listening. Same options as sonner's
 * `toast`.
 *
 * Code that imports `toast` from 'sonner' directly keeps working: it is the same module instance.
 */
import type * as SonnerExports from 'sonner'
import type { ExternalToast } from 'sonner'

type Sonner = typeof SonnerExports
type Kind = 'success' | 'error' | 'info'

let sonner: Promise<Sonner> | null = null
/** Loads sonner once (shared by the lazy <Toaster> and every notify call). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

let markRequested: () => void = () => {}
/** Settles when the page first needs sonner's <Toaster> (app/components/toaster.tsx waits on it). */
export const toasterRequested = new Promise<void>((resolve) => {
  markRequested = resolve
})
/** Asks for sonner's <Toaster> now (a toast is coming, or the visitor has started to interact). */
export function requestToaster() {
  markRequested()
}

let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})
/** Called by the lazy Toaster once sonner's <Toaster> has subscribed to new toasts. */
export function toasterMounted() {
  markReady()
}

function show(kind: Kind, title: string, options?: ExternalToast): Promise<string | number> {
  requestToaster()
  return Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => toast[kind](title, options))
}

export const notify = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
}
