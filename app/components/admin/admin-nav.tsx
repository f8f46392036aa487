import { Form, NavLink, useLocation } from 'react-router'
import { Input } from '~/components/ui/input'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'

export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/restaurants', label: 'Restaurants' },
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/recurring-events', label: 'Repeating events' },
  { to: '/admin/venues', label: 'Venues' },
  { to: '/admin/organizers', label: 'Organizers' },
  { to: '/admin/activities', label: 'Activities' },
  { to: '/admin/stories', label: 'Stories' },
  { to: '/admin/listings', label: 'Listings' },
  { to: '/admin/explore', label: 'Explore pages' },
  { to: '/admin/freshness', label: 'Freshness' },
  { to: '/admin/translations', label: 'Translations' },
  { to: '/admin/stats', label: 'Numbers' },
  { to: '/admin/proposals', label: 'Proposed changes', count: 'proposals' },
  { to: '/admin/claims', label: 'Claims' },
  { to: '/admin/imports', label: 'Imports' },
  { to: '/admin/alerts', label: 'Alerts' },
  { to: '/admin/conditions', label: 'Conditions sources' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/feeds', label: 'Calendar feeds' },
  { to: '/admin/mail', label: 'Mail' },
  { to: '/admin/account', label: 'Your account' },
  { to: '/admin/settings', label: 'Settings', adminOnly: true },
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
  const q = location.pathname === '/admin/search' ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  return (
    <aside className="border-border bg-card min-w-0 rounded-(--radius-card) border p-4 shadow-sm md:sticky md:top-24 md:self-start">
      <p className="text-muted-foreground text-sm">
        Signed in as <span className="text-foreground font-semibold [overflow-wrap:anywhere]">{email}</span>
        <span className="bg-muted ml-2 rounded px-2 py-0.5 text-xs font-semibold capitalize">{role}</span>
      </p>
      {/* One search over every kind of listing and the submissions waiting (/admin/search). */}
      <Form
        method="get"
        action="/admin/search"
        role="search"
        aria-label="Back office search"
        className="mt-4 grid gap-2"
      >
        <label htmlFor="admin-search" className="text-sm font-semibold">
          Search listings and submissions
        </label>
        <Input key={q} id="admin-search" name="q" type="search" defaultValue={q} maxLength={100} />
        <Button type="submit" variant="outline" className="justify-self-start">
          Search
        </Button>
      </Form>
      <nav aria-label="Back office" className="mt-4">
        {/* On a phone the sections are one row that scrolls sideways: the shadows at its edges and
            the hint below say there is more. */}
        <ul className="scroll-shadows-x flex gap-1 overflow-x-auto md:flex-col md:overflow-visible md:bg-none">
          {adminLinksFor(role).map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end={'end' in link ? link.end : false}
                className={({ isActive }) =>
                  cn(
                    'focus-visible:outline-ring flex min-h-11 items-center rounded-lg px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2',
                    isActive ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                  )
                }
              >
                {link.label}
                {'count' in link && counts[link.count] ? (
                  <span className="relative ml-2 rounded-full border border-current px-2 text-sm">
                    {counts[link.count]}
                    <span className="sr-only"> waiting</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-2 text-xs md:hidden">Swipe the row for more sections.</p>
      </nav>
      <Form method="post" action="/logout" className="mt-4">
        <Button type="submit" variant="outline" className="w-full">
          Sign out
        </Button>
      </Form>
    </aside>
  )
}
