import type * as React from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, useActionData, useLoaderData } from 'react-router'
import { BACK_OFFICE_FRAME_WORDS, isInBackOfficeFrame } from '../app/lib/back-office'
import { messagesFor } from '../app/lib/i18n/catalog.server'
import type { Locale } from '../app/lib/i18n/config'
import type { Messages } from '../app/lib/i18n/messages'
import { createTranslator, loadFormatter, TranslatorContext } from '../app/lib/i18n/use-t'

/**
 * A page rendered as the server renders it in `locale`: the route's component with its loader's
 * real data (and an action's answer, for a form after a failed send), inside the translator the
 * root layout makes from the shell's and the page's messages (and, inside the back office, the
 * words its layout sends to every page).
 */
export async function renderPage(
  locale: Locale,
  url: string,
  Route: React.ComponentType<{ loaderData: unknown; actionData: unknown }>,
  loaderData: { messages?: Messages },
  actionData?: unknown,
): Promise<string> {
  await loadFormatter()
  function Page() {
    const data = useLoaderData() as { messages?: Messages }
    const answer = useActionData()
    const frame = isInBackOfficeFrame(url) ? BACK_OFFICE_FRAME_WORDS : []
    const t = createTranslator(locale, { ...messagesFor(locale, ['shell', ...frame]), ...data.messages })
    return (
      <TranslatorContext.Provider value={t}>
        <Route loaderData={data} actionData={answer} />
      </TranslatorContext.Provider>
    )
  }
  const Stub = createRoutesStub([
    { id: 'page', path: url, Component: Page, loader: () => loaderData, action: () => actionData },
  ])
  return renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{
        loaderData: { page: loaderData },
        ...(actionData ? { actionData: { page: actionData } } : {}),
      }}
    />,
  )
}
