import type { MessageKey } from './i18n/messages'
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

/** Each platform's manual steps: catalog keys (app/locales, `shell.install.*`). */
export const MANUAL_STEPS = {
  ios: {
    title: 'shell.install.ios.title',
    steps: ['shell.install.ios.step1', 'shell.install.ios.step2', 'shell.install.ios.step3'],
  },
  android: {
    title: 'shell.install.android.title',
    steps: ['shell.install.android.step1', 'shell.install.android.step2', 'shell.install.android.step3'],
  },
  desktop: {
    title: 'shell.install.desktop.title',
    steps: ['shell.install.desktop.step1', 'shell.install.desktop.step2'],
  },
} as const satisfies Record<Platform, { title: MessageKey; steps: readonly MessageKey[] }>

// The deferred `beforeinstallprompt` event lives in ./install-prompt-capture, which the app shell
// loads (this module, with the card's texts, comes later with the card).
export {
  type BeforeInstallPromptEvent,
  clearDeferredPrompt,
  getDeferredPrompt,
  onDeferredPrompt,
} from './install-prompt-capture'
