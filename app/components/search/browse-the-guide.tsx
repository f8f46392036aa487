import { Link } from 'react-router'
import { SearchX } from '~/components/icons'
import { buttonVariants } from '~/components/ui/button'
import { searchHref, type SearchPageFilters } from '~/lib/search/links'

/** Where the other categories of the guide are, for an empty or fruitless search. */
const BROWSE_LINKS = [
  { to: '/eat', label: 'Restaurants' },
  { to: '/stay', label: 'Places to stay' },
  { to: '/play', label: 'Things to do' },
  { to: '/events', label: 'Events' },
  { to: '/events/live-music', label: 'Live music' },
  { to: '/blog', label: 'Blog' },
  { to: '/stories', label: 'Community stories' },
  { to: '/visit', label: 'Plan your visit' },
] as const

/** A search that found nothing: what to try, and the guide's categories. */
export function NoResults({ current, filtered }: { current: SearchPageFilters; filtered: boolean }) {
  return (
    <div className="border-input bg-muted mt-6 rounded-(--radius-card) border border-dashed p-8">
      <p className="flex items-center gap-3 text-lg font-semibold">
        <SearchX className="text-primary size-6 shrink-0" aria-hidden="true" />
        {filtered ? 'Nothing matches these filters.' : `Nothing in the guide matches “${current.q}”.`}
      </p>
      {filtered ? (
        <Link
          to={searchHref({ q: current.q })}
          className="text-secondary mt-3 inline-block font-semibold underline underline-offset-4"
        >
          Search all results for “{current.q}”
        </Link>
      ) : (
        <p className="text-muted-foreground mt-2">Try fewer or different words, or browse the guide:</p>
      )}
      <BrowseLinks />
    </div>
  )
}

/** No query (or nothing to search for in it): the guide's categories under `title`. */
export function BrowseTheGuide({ title }: { title: string }) {
  return (
    <section aria-labelledby="browse-title">
      <h2 id="browse-title" className="text-2xl font-bold">
        {title}
      </h2>
      <BrowseLinks />
    </section>
  )
}

function BrowseLinks() {
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Browse the guide">
      {BROWSE_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'round' })}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
