import type { Browser, LaunchOptions } from '@playwright/test'

/** The system Chromium (scripts/chromium.js): CHROME_PATH, else /usr/bin/chromium. */
export const CHROME_PATH: string
/** The flags every launch of it gets. */
export const CHROMIUM_ARGS: string[]
/** Exits with a one-line install hint when there is no Chromium at CHROME_PATH. */
export function requireChromium(): void
/** Launches the system Chromium through Playwright. */
export function launchChromium(options?: LaunchOptions): Promise<Browser>
