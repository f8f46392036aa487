import type * as React from 'react'
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
import { previewSceneOf } from './lib/meta'
import { useNonce } from './delivery/nonce'
import { hasSampleContent } from './lib/sample-content.server'
import { getToast } from './lib/toast.server'
import stylesheet from './styles/app.css?url'
import displayFont from '@fontsource/bitter/files/bitter-latin-700-normal.woff2?url'

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request)
  const backOffice = isBackOffice(new URL(request.url).pathname)
  const sampleNote = !backOffice && (await hasSampleContent(getDb()))
  // Canonical links and og:url are absolute: only from PUBLIC_URL, never from the Host header.
  return data({ toast, sampleNote, origin: publicUrl() ?? null }, headers ? { headers } : undefined)
}

export function Layout({ children }: { children: React.ReactNode }) {
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
  const preview = canonical
    ? new URL(`/og/${previewSceneOf(matches)}.png`, rootData!.origin!).href
    : undefined
  return (
    <html lang="en">
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
            <meta property="og:url" content={canonical} />
            <meta property="og:image" content={preview} />
            <meta property="og:image:width" content="1200" />
            <meta property="og:image:height" content="630" />
          </>
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="bg-card sr-only z-50 rounded-lg px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
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
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  // A page that was never saved on this device, opened without a signal.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">You are offline</h1>
        <p className="text-muted-foreground mt-4 text-lg">
          This page has not been saved on your device yet. Pages you have visited, the safety tips on Play,
          the Visit guide and your favorites work without a signal.
        </p>
        <ul className="mt-6 flex flex-wrap gap-3 font-semibold">
          {[
            ['/', 'Home'],
            ['/play', 'Things to Do'],
            ['/visit', 'Plan Your Visit'],
            ['/favorites', 'Your Favorites'],
          ].map(([to, label]) => (
            <li key={to}>
              <a href={to} className="text-secondary underline underline-offset-4">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    )
  }

  let detail = 'Something went wrong.'
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
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground mt-4 text-lg">{detail}</p>
      {explanation ? <p className="mt-4 text-lg">{explanation}</p> : null}
      <a href="/" className="text-secondary mt-8 inline-block font-semibold underline underline-offset-4">
        Return to Home
      </a>
    </div>
  )
}
