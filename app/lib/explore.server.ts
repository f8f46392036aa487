import type { Db } from './db.server'
import { listingFacts } from './trip/plan.server'

/**
 * The listings of an explore page's experiences that are in the guide now, by experience name
 * (issue 50 item 6): each experience names its listing by id (app/content/explore.ts); one whose
 * listing an editor hid or deleted is left out, and its card keeps the contact form.
 */
/** An experience's listing as its card links to it. */
export interface ExperienceListing {
  kind: 'activity'
  id: string
  href: string
}

export async function experienceListings(
  db: Db,
  page: { experiences: readonly { name: string; listing?: { kind: 'activity'; id: string } }[] },
): Promise<Record<string, ExperienceListing>> {
  const named = page.experiences.flatMap((experience) =>
    experience.listing ? [{ name: experience.name, ...experience.listing }] : [],
  )
  if (named.length === 0) return {}
  const facts = await listingFacts(
    db,
    named.map(({ kind, id }) => ({ kind, listingId: id })),
  )
  const found: Record<string, ExperienceListing> = {}
  for (const { name, kind, id } of named) {
    const listing = facts.get(`${kind}:${id}`)
    if (listing?.listed) found[name] = { kind, id, href: listing.href }
  }
  return found
}
