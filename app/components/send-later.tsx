import { lazy, type RefObject, Suspense, useCallback, useEffect, useState } from 'react'
import { onFirstInteraction } from '~/lib/first-interaction'

// The offer's view, the outbox and its list: fetched on the first interaction (not part of the
// page's first load), so they are here when the signal is gone.
const loadOffer = () => import('./send-later-offer')
const OfferView = lazy(loadOffer)

/**
 * "Send it later" for a form that could not be sent (no signal, or the send failed): keeps it in
 * the device's outbox (app/lib/outbox.ts), which sends it once the connection is back.
 */
export function useSendLater(formRef: RefObject<HTMLFormElement | null>) {
  /** 'idle', 'offered', or what the form says once it is kept */
  const [state, setState] = useState('idle')
  const offer = useCallback(() => setState('offered'), [])
  const reset = useCallback(() => setState('idle'), [])
  useEffect(() => onFirstInteraction(() => void loadOffer().catch(() => {})), [])

  async function keep() {
    const form = formRef.current
    if (!form) return
    const kept = await (await loadOffer()).keepForm(form)
    if (kept) setState(kept)
  }

  return { state, offer, reset, keep }
}

export type SendLater = ReturnType<typeof useSendLater>

/** The offer next to the form's buttons, then what became of it. */
export function SendLaterOffer({ sendLater, className = '' }: { sendLater: SendLater; className?: string }) {
  if (sendLater.state === 'idle') return null
  return (
    <Suspense fallback={null}>
      <OfferView sendLater={sendLater} className={className} />
    </Suspense>
  )
}
