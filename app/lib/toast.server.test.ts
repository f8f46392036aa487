import { describe, expect, it } from 'vitest'
import { SAVED_COPY_HEADER } from './saved-copy'
import { getToast, redirectWithToast } from './toast.server'

/** The Cookie header a browser sends back after this redirect. */
async function cookieAfter(response: Response): Promise<string> {
  return response.headers.get('Set-Cookie')!.split(';')[0]!
}

describe('the flash toast', () => {
  it('is read once by the page that follows the redirect, which clears it', async () => {
    const cookie = await cookieAfter(await redirectWithToast('/trip', { title: 'Dates saved' }))
    const { toast, headers } = await getToast(
      new Request('http://localhost/trip', { headers: { Cookie: cookie } }),
    )
    expect(toast).toMatchObject({ type: 'success', title: 'Dates saved' })
    expect(headers?.get('Set-Cookie')).toMatch(/^toast=; Max-Age=0/)
  })

  it('is left alone by a copy the service worker saves for offline use at the same moment', async () => {
    const cookie = await cookieAfter(await redirectWithToast('/trip', { title: 'Dates saved' }))
    const saved = await getToast(
      new Request('http://localhost/favorites.data', {
        headers: { Cookie: cookie, [SAVED_COPY_HEADER]: '1' },
      }),
    )
    expect(saved).toEqual({ toast: null, headers: null })
    // The visitor's page still gets it.
    const { toast } = await getToast(
      new Request('http://localhost/trip.data', { headers: { Cookie: cookie } }),
    )
    expect(toast?.title).toBe('Dates saved')
  })
})
