import { Menu, Search, X } from '~/components/icons'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { cn } from '~/lib/utils'
import { SearchField } from './search/search-field'
import { useInlineImageSrc } from '~/delivery/inline-image'
import { unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { LanguageSwitcher } from './language-switcher'

export const NAV_LINKS = [
  { to: '/', label: 'shell.nav.home' },
  { to: '/eat', label: 'shell.nav.eat' },
  { to: '/stay', label: 'shell.nav.stay' },
  { to: '/play', label: 'shell.nav.play' },
  { to: '/events', label: 'shell.nav.events' },
  // The trip planner (issue 50 item 6: findable from every page).
  { to: '/trip', label: 'shell.nav.plan' },
  { to: '/visit', label: 'shell.nav.visit' },
  { to: '/blog', label: 'shell.nav.blog' },
] as const

/**
 * The section of the main menu a path is in, by NavLink's rule: the section's own path or one
 * below it, Home only itself, letter case aside, in any language (`/es/eat` is in `/eat`).
 */
export function currentSection(pathname: string): string | undefined {
  const path = unlocalizedPath(pathname.toLowerCase())
  return NAV_LINKS.find(({ to }) => path === to || (to !== '/' && path.startsWith(`${to}/`)))?.to
}

/** Where the bar shows the links, the search field or its icon, the switcher, and the menu button. */
const WIDE = {
  en: {
    nav: 'md:flex',
    field: 'w-56 lg:flex xl:w-64',
    icon: 'md:flex lg:hidden',
    bar: 'md:block',
    menu: 'md:hidden',
  },
  other: {
    nav: 'xl:flex',
    field: 'w-64 2xl:flex',
    icon: 'xl:flex 2xl:hidden',
    bar: 'xl:block',
    menu: 'xl:hidden',
  },
}

const linkClass = (isActive: boolean) =>
  cn(
    'flex min-h-11 items-center rounded-lg px-3 text-[0.95rem] font-semibold transition-colors',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  )

function NavLinks({ current, onChoose }: { current: string | undefined; onChoose?: () => void }) {
  const t = useT()
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      {/* The current section is marked with aria-current="page". */}
      <Link
        to={t.path(link.to)}
        aria-current={link.to === current ? 'page' : undefined}
        className={linkClass(link.to === current)}
        onClick={onChoose}
      >
        {t(link.label)}
      </Link>
    </li>
  ))
}

export function SiteHeader() {
  const current = currentSection(useLocation().pathname)
  return <HeaderBar current={current} />
}

function HeaderBar({ current }: { current: string | undefined }) {
  const menu = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const close = () => menu.current?.removeAttribute('open')
  const logoSrc = useInlineImageSrc('/images/logo.svg')
  const t = useT()
  // Longer words (Spanish's "Actividades", "Planear") need more room: the bar keeps the menu button
  // up to wider screens in other languages (full class names, for Tailwind to find).
  const wide = WIDE[t.locale === 'en' ? 'en' : 'other']

  // Close the menu when the page changes by any route (Back button, browser history).
  useEffect(close, [location.pathname])

  return (
    <header className="border-border bg-background/95 supports-[backdrop-filter]:bg-background/85 sticky top-0 z-40 border-b backdrop-blur">
      <nav
        aria-label={t('shell.nav.label')}
        className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2"
      >
        <Link
          to={t.path('/')}
          className="font-display flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold"
        >
          <img src={logoSrc} alt="" width={36} height={36} className="size-9" />
          <span>Wyoming Navigator</span>
        </Link>

        <ul className={cn('hidden items-center gap-1', wide.nav)}>
          <NavLinks current={current} />
        </ul>

        {/* Wide screens: the search field; tablets: a link to the search page (phones: in the menu). */}
        <SearchField id="header-search" className={cn('hidden shrink-0', wide.field)} />
        {/* The page in the other language (the menu has it on phones). */}
        <LanguageSwitcher
          others
          className={cn('hidden shrink-0', wide.bar)}
          linkClassName="flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold underline underline-offset-4 hover:bg-muted"
        />
        <Link
          to={t.path('/search')}
          className={cn(
            'border-border bg-card hidden size-11 shrink-0 items-center justify-center rounded-lg border',
            wide.icon,
          )}
        >
          <Search className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('shell.search')}</span>
        </Link>

        {/* A <details> menu opens and closes without JavaScript too. */}
        <details ref={menu} className={cn('group relative', wide.menu)}>
          <summary
            className="border-border bg-card flex size-11 cursor-pointer items-center justify-center rounded-lg border"
            aria-label={t('shell.menu')}
          >
            <Menu className="size-5 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-5 group-open:block" aria-hidden="true" />
          </summary>
          <div className="border-border bg-card absolute right-0 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border p-2 shadow-lg">
            <SearchField id="menu-search" className="mb-2" />
            <ul className="flex flex-col gap-1">
              <NavLinks current={current} onChoose={close} />
            </ul>
            <LanguageSwitcher
              others
              className="border-border mt-2 border-t pt-2"
              linkClassName="flex min-h-11 items-center rounded-lg px-3 font-semibold underline underline-offset-4 hover:bg-muted"
            />
          </div>
        </details>
      </nav>
    </header>
  )
}
