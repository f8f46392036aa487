/**
 * Install prompt logic (SPEC section 4): when to show the card, which platform's manual steps
 * to offer, and the deferred `beforeinstallprompt` event.
 */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed'
export const INSTALL_PROMPT_DELAY_MS = 3000
export const DISMISS_FOR_MS = 7 * 24 * 60 * 60 * 1000

export type Platform = 'ios' | 'android' | 'desktop'

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPad|iPhone|iPod/.test(userAgent)) return 'ios'
  // iPadOS 13+ presents itself as a Mac; touch support gives it away.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'desktop'
}

/** True while a dismissal stored at `storedValue` (ms timestamp) is younger than 7 days. */
export function recentlyDismissed(storedValue: string | null, now: number): boolean {
  if (!storedValue) return false
  const at = Number(storedValue)
  if (!Number.isFinite(at)) return false
  return now - at < DISMISS_FOR_MS
}

export const MANUAL_STEPS: Record<Platform, { title: string; steps: string[] }> = {
  ios: {
    title: 'Install on iPhone or iPad',
    steps: ['Tap the Share button in Safari.', 'Scroll down and tap Add to Home Screen.', 'Tap Add.'],
  },
  android: {
    title: 'Install on Android',
    steps: [
      'Tap the 3-dot menu in your browser.',
      'Tap Add to Home screen or Install app.',
      'Confirm to install.',
    ],
  },
  desktop: {
    title: 'Install on your computer',
    steps: [
      'Click the install icon in the address bar.',
      'Or open the browser menu and choose Install Wyoming Navigator.',
    ],
  },
}

// The deferred `beforeinstallprompt` event lives in ./install-prompt-capture, which the app shell
// loads (this module, with the card's texts, comes later with the card).
export {
  type BeforeInstallPromptEvent,
  clearDeferredPrompt,
  getDeferredPrompt,
  onDeferredPrompt,
} from './install-prompt-capture'
