/**
 * A public page as a visitor gets it, without a browser: its real loader's data rendered by its
 * route component (server rendering, as the app does), with the words the root layout gives it
 * (the shell's and the page's messages, in the page's language), for tests that read what a page says.
 */
import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useLoaderData } from 'react-router'
import { messagesFor } from '../app/lib/i18n/catalog.server'
import { localeOfPath } from '../app/lib/i18n/config'
import type { Messages } from '../app/lib/i18n/messages'
import { createTranslator, loadFormatter, TranslatorContext } from '../app/lib/i18n/use-t'
import { type AnyHandler, call, pageRequest } from './helpers'

/** The page's HTML. A loader's thrown Response (a 404, say) is thrown on. */
export async function renderPage(
  Component: unknown,
  loader: AnyHandler,
  url: string,
  params: Record<string, string> = {},
): Promise<string> {
  await loadFormatter()
  const data = await call(loader, pageRequest(url), params)
  const locale = localeOfPath(url.split('?')[0]!)
  const Route = Component as React.ComponentType<Record<string, unknown>>
  // The stub gives the component its route props (loaderData, actionData, params): passed on.
  function Page(props: Record<string, unknown>) {
    const loaderData = useLoaderData() as { messages?: Messages }
    const t = createTranslator(locale, { ...messagesFor(locale, ['shell']), ...loaderData?.messages })
    return (
      <TranslatorContext.Provider value={t}>
        <Route {...props} loaderData={loaderData} />
      </TranslatorContext.Provider>
    )
  }
  const Stub = createRoutesStub([{ path: url.split('?')[0]!, Component: Page, loader: () => data }])
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
