import { Download, X } from '~/components/icons'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n/use-t'
import {
  clearDeferredPrompt,
  detectPlatform,
  getDeferredPrompt,
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  MANUAL_STEPS,
  type Platform,
  recentlyDismissed,
} from '~/lib/install-prompt'

function isStandalone() {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (window.navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/**
 * The "Install App" card (SPEC sections 2 and 4): shown 3 seconds after load unless the app runs
 * installed or was dismissed in the last 7 days; native prompt when the browser offers one,
 * otherwise manual steps for the platform.
 */
/** A toast on screen: sonner's, or the plain copy of one that came with the page. */
const TOAST_SELECTOR = '[data-sonner-toast], [data-toast-copy]'

export function InstallPrompt() {
  const t = useT()
  const [visible, setVisible] = useState(false)
  // A toast came while the card was up ("Submission Successful!" after a form): it steps aside.
  const [yielding, setYielding] = useState(false)
  const [showInstructions, setShowInstructions] = useState(false)
  const [platform, setPlatform] = useState<Platform>('desktop')
  const installed = useRef(false)
  const card = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    setPlatform(detectPlatform(navigator.userAgent, navigator.maxTouchPoints))
    const onInstalled = () => {
      installed.current = true
      clearDeferredPrompt()
      setVisible(false)
    }
    window.addEventListener('appinstalled', onInstalled)
    let timer = 0
    const show = () => {
      // Never on top of a toast ("Signed in.", "Saved"): both sit at the bottom; wait until it goes.
      if (document.querySelector(TOAST_SELECTOR)) {
        timer = window.setTimeout(show, 1_000)
        return
      }
      let dismissedAt: string | null = null
      try {
        dismissedAt = window.localStorage.getItem(INSTALL_DISMISSED_KEY)
      } catch {
        // Storage blocked: treat as never dismissed.
      }
      if (installed.current || isStandalone() || recentlyDismissed(dismissedAt, Date.now())) return
      setVisible(true)
    }
    timer = window.setTimeout(show, INSTALL_PROMPT_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

  // Never over a toast or a form's success message: while one is on screen the card is not shown,
  // and it comes back when the last one has gone.
  useEffect(() => {
    if (!visible) return
    const check = () => setYielding(document.querySelector(TOAST_SELECTOR) !== null)
    check()
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [visible])

  // Keep the page's own buttons reachable: reserve room for the card at the bottom of the page.
  useEffect(() => {
    if (!visible || yielding || !card.current) return
    const update = () => {
      document.body.style.paddingBottom = `${(card.current?.offsetHeight ?? 0) + 24}px`
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(card.current)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [visible, yielding, showInstructions])

  const dismiss = useCallback(() => {
    setVisible(false)
    setShowInstructions(false)
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
    } catch {
      // Storage blocked: the card comes back next visit.
    }
  }, [])

  const install = useCallback(async () => {
    const deferred = getDeferredPrompt()
    if (!deferred) {
      setShowInstructions(true)
      return
    }
    try {
      await deferred.prompt()
      const choice = await deferred.userChoice
      if (choice.outcome === 'accepted') installed.current = true
      clearDeferredPrompt()
      setVisible(false)
    } catch (error) {
      console.error('Install prompt failed:', error)
      clearDeferredPrompt()
      setShowInstructions(true)
    }
  }, [])

  // Until it shows, an empty hidden marker says the 3 s timer is running (the browser tests wait
  // for it before moving their paused clock: the card's code loads after hydration).
  if (!visible) return <span hidden data-install-prompt="waiting" />
  if (yielding) return <span hidden data-install-prompt="yielding" />
  const manual = MANUAL_STEPS[platform]
  return (
    <div
      ref={card}
      data-install-card=""
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="border-border bg-card fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-(--radius-card) border p-4 shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <div className="flex items-start gap-3">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg font-bold">
            {t(showInstructions ? manual.title : 'shell.install.title')}
          </h2>
          {showInstructions ? (
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {manual.steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          ) : (
            <>
              <p className="text-sage text-sm font-semibold">{t('shell.install.tagline')}</p>
              <p className="text-muted-foreground mt-1 text-sm">{t('shell.install.text')}</p>
            </>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 shrink-0"
          aria-label={t('shell.install.close')}
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        {showInstructions ? (
          <Button onClick={dismiss}>{t('shell.install.gotIt')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={dismiss}>
              {t('shell.install.notNow')}
            </Button>
            <Button onClick={install}>
              <Download aria-hidden="true" />
              {t('shell.install.install')}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
