import { defineConfig, devices } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium.js'

const PORT = Number(process.env.E2E_PORT ?? 4310)

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
      executablePath: CHROME_PATH,
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
    },
  },
})
