import { defineConfig, devices } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium.js'
import { ADMIN_STATE, E2E_PORT as PORT } from './tests/e2e/utils'

const desktop = { ...devices['Desktop Chrome'], channel: undefined }

export default defineConfig({
  testDir: './tests/e2e',
  // One output folder per port, so side-by-side runs do not delete each other's traces.
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The longest tests (the outbox, the interactive map, search suggestions, the cluster) take
  // 20-28 s on a quiet two-core machine; on a loaded one they ran past 30 s (session 21's CI).
  timeout: 60_000,
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
    // Each new browser context would install the service worker and precache its 200 files from
    // the shared server, a quarter of the suite's time. Specs about the worker (offline, the outbox,
    // updates, trips and favorites kept on the device, cached photos and maps) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs the admin in once on the shared server (tests/e2e/auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: desktop },
    { name: 'desktop', testIgnore: /\.(admin|heavy)\.spec\.ts$/, use: desktop },
    // Back-office specs start signed in, from the state the setup project saved.
    {
      name: 'admin',
      testMatch: /\.admin\.spec\.ts$/,
      dependencies: ['setup'],
      use: { ...desktop, storageState: ADMIN_STATE },
    },
    // Specs that load the machine (many requests, photo processing) run once every other spec is
    // done, so they cannot slow another test past its timeouts.
    { name: 'heavy', testMatch: /\.heavy\.spec\.ts$/, dependencies: ['desktop', 'admin'], use: desktop },
  ],
  webServer: {
    // The production build on a throwaway, freshly seeded SQLite file.
    command: 'node scripts/serve-e2e.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // SIGTERM, not Playwright's default SIGKILL, so scripts/serve-e2e.js deletes its database folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // Forms need a human-plausible fill time and a rate limit that a whole test run stays under.
    env: {
      PORT: String(PORT),
      LOG_REQUESTS: '0',
      SUBMISSION_MIN_FILL_MS: '300',
      SUBMISSION_RATE_LIMIT: '500',
      TRIP_RATE_LIMIT: '500',
      // Every spec signs in from 127.0.0.1, and hostile-headers.spec.ts sends junk to /login.
      LOGIN_ADDRESS_FAILURE_LIMIT: '1000',
      // Absolute links (the .ics page URL) come from here, never from the Host header.
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // feeds.admin.spec.ts serves its calendar feed on loopback.
      FEED_ALLOW_PRIVATE: '1',
      // newsletter-mail.admin.spec.ts waits for the mail worker to write the outbox.
      MAIL_POLL_INTERVAL_MS: '1000',
      // stats.admin.spec.ts reads the counts soon after the clicks.
      COUNTS_WRITE_INTERVAL_MS: '500',
      // No official conditions source is fetched (conditions.spec.ts seeds what it shows).
      CONDITIONS_TICK_MS: '0',
    },
  },
})
