import { Form, NavLink, useLocation } from 'react-router'
import { Input } from '~/components/ui/input'
import { Button } from '~/components/ui/button'
import { unlocalizedPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { cn } from '~/lib/utils'

/** The sections: `label` is SPEC's English, said as `admin.nav.link.<key>` in the page's language. */
export const ADMIN_LINKS = [
  { to: '/admin', key: 'dashboard', label: 'Dashboard', end: true },
  { to: '/admin/restaurants', key: 'restaurants', label: 'Restaurants' },
  { to: '/admin/events', key: 'events', label: 'Events' },
  { to: '/admin/recurring-events', key: 'recurringEvents', label: 'Repeating events' },
  { to: '/admin/venues', key: 'venues', label: 'Venues' },
  { to: '/admin/organizers', key: 'organizers', label: 'Organizers' },
  { to: '/admin/activities', key: 'activities', label: 'Activities' },
  { to: '/admin/stories', key: 'stories', label: 'Stories' },
  { to: '/admin/listings', key: 'listings', label: 'Listings' },
  { to: '/admin/explore', key: 'explore', label: 'Explore pages' },
  { to: '/admin/freshness', key: 'freshness', label: 'Freshness' },
  { to: '/admin/translations', key: 'translations', label: 'Translations' },
  { to: '/admin/stats', key: 'stats', label: 'Numbers' },
  { to: '/admin/proposals', key: 'proposals', label: 'Proposed changes', count: 'proposals' },
  { to: '/admin/claims', key: 'claims', label: 'Claims' },
  { to: '/admin/imports', key: 'imports', label: 'Imports' },
  { to: '/admin/alerts', key: 'alerts', label: 'Alerts' },
  { to: '/admin/conditions', key: 'conditions', label: 'Conditions sources' },
  { to: '/admin/activity', key: 'activity', label: 'Activity' },
  { to: '/admin/messages', key: 'messages', label: 'Messages' },
  { to: '/admin/newsletter', key: 'newsletter', label: 'Newsletter' },
  { to: '/admin/feeds', key: 'feeds', label: 'Calendar feeds' },
  { to: '/admin/mail', key: 'mail', label: 'Mail' },
  { to: '/admin/account', key: 'account', label: 'Your account' },
  { to: '/admin/settings', key: 'settings', label: 'Settings', adminOnly: true },
] as const

/** The sections a role sees: editors do not see Settings (its loader and action refuse them too). */
export function adminLinksFor(role: string) {
  return ADMIN_LINKS.filter((link) => !('adminOnly' in link) || role === 'admin')
}

/** The back office's sidebar: section links (the current one has aria-current="page") and sign out. */
export function AdminNav({
  email,
  role,
  counts = {},
}: {
  email: string
  role: string
  /** numbers shown beside a section's name (proposed changes waiting) */
  counts?: Partial<Record<'proposals', number>>
}) {
  const location = useLocation()
  const t = useT()
  const q =
    unlocalizedPath(location.pathname) === '/admin/search'
      ? (new URLSearchParams(location.search).get('q') ?? '')
      : ''
  return (
    <aside className="border-border bg-card min-w-0 rounded-(--radius-card) border p-4 shadow-sm md:sticky md:top-24 md:self-start">
      <p className="text-muted-foreground text-sm">
        {t('admin.nav.signedInAs')}{' '}
        <span className="text-foreground font-semibold [overflow-wrap:anywhere]">{email}</span>
        <span className="bg-muted ml-2 rounded px-2 py-0.5 text-xs font-semibold capitalize">
          {role === 'admin' || role === 'editor' ? t(`admin.nav.role.${role}`) : role}
        </span>
      </p>
      {/* One search over every kind of listing and the submissions waiting (/admin/search). */}
      <Form
        method="get"
        action={t.path('/admin/search')}
        role="search"
        aria-label={t('admin.nav.searchForm')}
        className="mt-4 grid gap-2"
      >
        <label htmlFor="admin-search" className="text-sm font-semibold">
          {t('admin.nav.searchLabel')}
        </label>
        <Input key={q} id="admin-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <Button type="submit" variant="outline" className="justify-self-start">
          {t('admin.nav.searchButton')}
        </Button>
      </Form>
      <nav aria-label={t('admin.nav.label')} className="mt-4">
        {/* On a phone the sections are one row that scrolls sideways: the shadows at its edges and
            the hint below say there is more. */}
        <ul className="scroll-shadows-x flex gap-1 overflow-x-auto md:flex-col md:overflow-visible md:bg-none">
          {adminLinksFor(role).map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={t.path(link.to)}
                end={'end' in link ? link.end : false}
                className={({ isActive }) =>
                  cn(
                    'focus-visible:outline-ring flex min-h-11 items-center rounded-lg px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                    isActive ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )
                }
              >
                {t(`admin.nav.link.${link.key}`)}
                {'count' in link && counts[link.count] ? (
                  <span className="relative ml-2 rounded-full border border-current px-2 text-sm">
                    {counts[link.count]}
                    <span className="sr-only"> {t('admin.nav.waiting')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-2 text-xs md:hidden">{t('admin.nav.swipe')}</p>
      </nav>
      <Form method="post" action="/logout" className="mt-4">
        <Button type="submit" variant="outline" className="w-full">
          {t('admin.nav.signOut')}
        </Button>
      </Form>
    </aside>
  )
}
