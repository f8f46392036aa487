import { HandHeart } from '~/components/icons'
import { ExplorePageView } from '~/components/experience-card'
import { INDIGENOUS, RESPECT_GUIDELINES } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/indigenous'

// The link-preview picture (og:image).
export const handle = previewImage('tipi')

export const meta = () =>
  pageMeta(
    'Indigenous Heritage',
    'Indigenous heritage experiences in western Wyoming, shared with respect for Shoshone and Bannock peoples.',
  )

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader() {
  return { featured: await featuredListings(getDb(), 'indigenous') }
}

export default function IndigenousRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ExplorePageView page={INDIGENOUS} featured={loaderData.featured}>
      <section
        aria-labelledby="respect-title"
        className="border-border bg-accent mt-12 rounded-(--radius-card) border p-6 sm:p-8"
      >
        <h2 id="respect-title" className="flex items-center gap-3 text-3xl font-bold">
          <HandHeart className="text-primary size-8 shrink-0" aria-hidden="true" />
          Visiting with Respect
        </h2>
        <p className="mt-2 max-w-3xl text-lg">
          You are a guest in the homeland of the Shoshone and Bannock peoples. These guidelines help every
          visit honor the people and places you meet.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {RESPECT_GUIDELINES.map((guideline) => (
            <li key={guideline.title} className="bg-card rounded-xl p-5 shadow-sm">
              <h3 className="text-lg font-bold">{guideline.title}</h3>
              <p className="mt-1">{guideline.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </ExplorePageView>
  )
}
