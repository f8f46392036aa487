import { test as setup } from '@playwright/test'
import { ADMIN, ADMIN_STATE, createAdmin, sharedDatabaseUrl, signIn } from './utils'

// The `setup` project: makes the admin on the shared test server's database with
// `npm run admin:create`, signs in once through /login, and saves the browser state that every
// *.admin.spec.ts starts from (the `admin` project in playwright.config.ts).
setup('sign the admin in once', async ({ page }) => {
  createAdmin(sharedDatabaseUrl(), ADMIN)
  await signIn(page, ADMIN)
  await page.context().storageState({ path: ADMIN_STATE })
})
