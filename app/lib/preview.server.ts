import { data } from 'react-router'
import { getOptionalUser } from './permissions.server'
import { isPreviewPath } from './preview'

/**
 * Whether this request is an editor's preview of a public page (issue 51 item 4): the public detail
 * routes are also mounted under /admin/preview/…, where they read the listing whatever its state
 * (draft, hidden, scheduled). Only editors and admins: anyone else gets 404, as if there were no
 * such page. Under /admin, neither the page cache nor the service worker keeps the answer.
 */
export async function previewOf(request: Request): Promise<boolean> {
  if (!isPreviewPath(new URL(request.url).pathname)) return false
  const user = await getOptionalUser(request)
  if (user?.role !== 'admin' && user?.role !== 'editor')
    throw data('Not Found', { status: 404, statusText: 'Not Found' })
  return true
}
