import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4310)
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: './tests/e2e',
  // One output folder per port, so side-by-side runs do not delete each other's traces.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The install card would cover controls in unrelated tests; install-prompt.spec.ts starts clean.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${PORT}`,
          localStorage: [{ name: 'pwa-install-dismissed', value: String(Date.now()) }],
        },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build on a throwaway, freshly seeded SQLite file.
    command: 'node scripts/serve-e2e.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Forms need a human-plausible fill time and a rate limit that a whole test run stays under.
    env: {
      PORT: String(PORT),
      LOG_REQUESTS: '0',
      SUBMISSION_MIN_FILL_MS: '300',
      SUBMISSION_RATE_LIMIT: '500',
      // Every spec signs in from 127.0.0.1, and hostile-headers.spec.ts sends junk to /login.
      LOGIN_ADDRESS_FAILURE_LIMIT: '1000',
      // Absolute links (the .ics page URL) come from here, never from the Host header.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
})
