/**
 * A public page as a visitor gets it, without a browser: its real loader's data rendered by its
 * route component (server rendering, as the app does), for tests that read what a page says.
 */
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { type AnyHandler, call, pageRequest } from './helpers'

/** The page's HTML. A loader's thrown Response (a 404, say) is thrown on. */
export async function renderPage(
  Component: unknown,
  loader: AnyHandler,
  url: string,
  params: Record<string, string> = {},
): Promise<string> {
  const data = await call(loader, pageRequest(url), params)
  const Stub = createRoutesStub([
    { path: url.split('?')[0]!, Component: Component as never, loader: () => data },
  ])
  return renderToString(<Stub initialEntries={[url]} hydrationData={{ loaderData: { '0': data } }} />)
}

/** The page's text: tags and scripts stripped, entities for quotes and ampersands read, spaces joined. */
export async function pageText(...args: Parameters<typeof renderPage>): Promise<string> {
  return (await renderPage(...args))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}
