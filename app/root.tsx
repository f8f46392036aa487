import { type ShouldRevalidateFunctionArgs } from 'react-router'
import { type ReactNode, useMemo } from 'react'
import { preload } from 'react-dom'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { BackButton } from './components/back-button'
import { LazyInstallPrompt } from './components/lazy-install-prompt'
import { LazyFavoritesSync } from './components/lazy-favorites-sync'
import { NotFound } from './components/not-found'
import { OutboxLauncher } from './components/outbox-launcher'
import { ScrollToTop } from './components/scroll-to-top'
import { ServiceWorker } from './components/service-worker'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { PreviewBanner } from './components/admin/preview-banner'
import { isPreviewPath } from './lib/preview'
import { Stylesheet } from './delivery/stylesheet'
import { Toaster } from './components/toaster'
// Loaded with the shell so a `beforeinstallprompt` fired before the card's code arrives is kept.
import './lib/install-prompt-capture'
import { isBackOffice } from './lib/back-office'
import { getDb } from './lib/db.server'
import { publicUrl } from './lib/env.server'
import { alternateLinks, previewSceneOf } from './lib/meta'
import { localeOfPath } from './lib/i18n/config'
import type { Messages } from './lib/i18n/messages'
import { messagesFor, messagesOf } from './lib/i18n/catalog.server'
import {
  createTranslator,
  loadFormatter,
  matchedMessages,
  needsFormatter,
  TranslatorContext,
  useFormatterReady,
  useT,
} from './lib/i18n/use-t'
import { useNonce } from './delivery/nonce'
import { SEND_WORD_KEYS, setSendWords } from './lib/i18n/send-words'
import { hasSampleContent } from './lib/sample-content.server'
import { getToast } from './lib/toast.server'
import stylesheet from './styles/app.css?url'
import displayFont from '@fontsource/bitter/files/bitter-latin-700-normal.woff2?url'

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request)
  const { pathname } = new URL(request.url)
  const backOffice = isBackOffice(pathname)
  const sampleNote = !backOffice && (await hasSampleContent(getDb()))
  // The shell's words in the page's language (the URL says which), with a failed send's (every
  // page with a form, the back office's too); each page's loader adds its own. Back-office pages
  // also get the refusal's words (the admin layout's error boundary shows them when its own loader
  // is refused) and the preview banner's.
  const locale = localeOfPath(pathname)
  const messages = {
    ...messagesFor(locale, backOffice ? ['shell', 'admin.denied', 'admin.preview'] : ['shell']),
    ...messagesOf(locale, SEND_WORD_KEYS),
  }
  // The formatter of messages with arguments, for this server's renders (loaded once).
  await loadFormatter()
  // Canonical links and og:url are absolute: only from PUBLIC_URL, never from the Host header.
  return data({ toast, sampleNote, origin: publicUrl() ?? null, messages }, headers ? { headers } : undefined)
}

/** The shell's words are the page's language's: a move to another language loads them again. */
/** In the browser, the last page's words and their language (see Layout). */
let lastWords: { locale: string; messages: Messages } | null = null

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate
}

export function Layout({ children }: { children: ReactNode }) {
  // The display face's one file (app/styles/app.css): React writes font preloads first in the head,
  // before the inlined stylesheet, so it is fetched with the page and headings rarely show the fallback.
  preload(displayFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const backOffice = isBackOffice(pathname)
  const canonical = rootData?.origin && !backOffice ? new URL(pathname, rootData.origin).href : undefined
  // The page's link-preview picture, absolute like the canonical link (app/routes/og-image.ts).
  const matches = useMatches()
  // The page's language from its URL, its words from its routes' loaders (decision 059).
  const locale = localeOfPath(pathname)
  const matched = matchedMessages(matches)
  // A navigation whose data never came (no signal, a page never saved) keeps the words the last page
  // had, so the offline page and the shell around it still read as words. Browser only: a server
  // render never shares one request's words with another.
  const hasWords = Object.keys(matched).length > 0
  if (typeof document !== 'undefined' && hasWords) lastWords = { locale, messages: matched }
  const messages =
    !hasWords && typeof document !== 'undefined' && lastWords?.locale === locale
      ? lastWords.messages
      : matched
  const ready = useFormatterReady()
  const keys = Object.keys(messages).join()
  // The same keys in the same language are the same messages: one translator until they change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => createTranslator(locale, messages), [locale, keys, ready])
  // A failed send's and the outbox's words, said outside React (app/lib/i18n/send-words.ts).
  if (typeof document !== 'undefined') setSendWords(t)
  const alternates = canonical ? alternateLinks(rootData!.origin!, pathname) : []
  const preview = canonical
    ? new URL(`/og/${previewSceneOf(matches)}.png`, rootData!.origin!).href
    : undefined
  return (
    // data-icu: the page has messages with arguments, so the browser loads their formatter before
    // hydrating (app/entry.client.tsx).
    <html lang={locale} data-icu={needsFormatter(messages) ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a3461b" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="WY Navigator" />
        <Stylesheet href={stylesheet} />
        {/* No first paint of a half-parsed page (a header without its menu button, a hero without its
            text) that would shift once the rest is parsed: the browser paints once the page's main
            content has been parsed, up to the footer (decision 019). */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The manifest is fetched with credentials, as the page is, so the browser asks for it over
            the page's own connection: without them it opens another one just for the manifest
            (Chrome does so at load, to check the app can be installed). */}
        <link rel="manifest" href="/manifest.webmanifest" crossOrigin="use-credentials" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        {isPreviewPath(pathname) ? <meta name="robots" content="noindex" /> : null}
        {canonical ? (
          <>
            <link rel="canonical" href={canonical} />
            {alternates.map((link) => (
              <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
            ))}
            <meta property="og:url" content={canonical} />
            <meta property="og:image" content={preview} />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
          </>
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <TranslatorContext.Provider value={t}>
          <a
            href="#main"
            className="bg-card sr-only z-50 rounded-lg px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('shell.skipLink')}
          </a>
          <SiteHeader />
          <BackButton />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {isPreviewPath(pathname) ? <PreviewBanner /> : null}
            {children}
          </main>
          <OutboxLauncher />
          <SiteFooter sampleNote={rootData?.sampleNote ?? false} />
          <Toaster toast={rootData?.toast ?? null} />
          <ScrollToTop />
          {/* Its code arrives after hydration (not in the first load); never in the back office. */}
          {!backOffice && <LazyInstallPrompt />}
          {/* Favorites kept with the trip (decision 045): sent and merged after load. */}
          {!backOffice && <LazyFavoritesSync />}
          <ServiceWorker />
        </TranslatorContext.Provider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

// The error page's words when even the shell's could not be loaded (the root loader failed).
const ERROR_FALLBACK = {
  title: 'Unexpected Application Error!',
  detail: 'Something went wrong.',
  home: 'Return to Home',
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useT()
  const loaded = t.has('shell.error.title')
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  // A page that was never saved on this device, opened without a signal.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">{t('shell.offline.title')}</h1>
        <p className="text-muted-foreground mt-4 text-lg">{t('shell.offline.text')}</p>
        <ul className="mt-6 flex flex-wrap gap-3 font-semibold">
          {(
            [
              ['/', t('shell.offline.home')],
              ['/play', t('shell.offline.play')],
              ['/visit', t('shell.offline.visit')],
              ['/favorites', t('shell.offline.favorites')],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <a href={t.path(to)} className="text-secondary underline underline-offset-4">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  let detail = loaded ? t('shell.error.detail') : ERROR_FALLBACK.detail
  // A refusal's own words ("This submission is no longer pending…"), when it gave more than its status.
  let explanation: string | null = null
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim()
    if (error.status < 500 && typeof error.data === 'string' && error.data !== error.statusText)
      explanation = error.data
  } else if (error instanceof Error && error.message) {
    detail = error.message
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{loaded ? t('shell.error.title') : ERROR_FALLBACK.title}</h1>
      <p className="text-muted-foreground mt-4 text-lg">{detail}</p>
      {explanation ? <p className="mt-4 text-lg">{explanation}</p> : null}
      <a
        href={t.path('/')}
        className="text-secondary mt-8 inline-block font-semibold underline underline-offset-4"
      >
        {loaded ? t('shell.returnHome') : ERROR_FALLBACK.home}
      </a>
    </div>
  )
}
