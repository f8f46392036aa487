import { FeaturedListingCard } from '~/components/experience-card'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { SHOP_CATEGORIES } from '~/content/shops'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/listings'

export const meta = () =>
  pageMeta(
    'Shop Local',
    'Shop local in Jackson Hole and Star Valley: shops, stores, purveyors and outfitters.',
  )

/** The businesses the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader() {
  return { featured: await featuredListings(getDb(), 'listings') }
}

export default function ListingsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Shop Local"
        subtitle="Local shops, stores, purveyors and outfitters in Wyoming. Every purchase supports the families who make this valley home."
      />
      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="text-3xl font-bold">
            Shop by Category
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SHOP_CATEGORIES.map((category, index) => (
              <li
                key={category.name}
                className="border-border bg-card flex flex-col overflow-hidden rounded-(--radius-card) border shadow-sm"
              >
                {/* The first category's picture is the page's largest paint on a phone. */}
                <SceneImage image={category.image} priority={index === 0} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-bold">{category.name}</h3>
                  <p className="text-primary font-display mt-1 text-2xl font-bold">{category.count}</p>
                  <p className="text-muted-foreground mt-2">{category.description}</p>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                    {category.examples.map((example) => (
                      <li key={example}>{example}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </section>

        {loaderData.featured.length > 0 ? (
          <section aria-labelledby="featured-title" className="mt-14">
            <h2 id="featured-title" className="text-3xl font-bold">
              Featured Local Businesses
            </h2>
            <p className="text-muted-foreground mt-2 max-w-3xl">
              Local businesses listed in the guide, chosen by our editors. Opening hours, prices and addresses
              are the businesses' own, as on their listings.
            </p>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {loaderData.featured.map((listing) => (
                <li key={`${listing.type}:${listing.id}`}>
                  <FeaturedListingCard listing={listing} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section
          aria-labelledby="own-title"
          className="bg-secondary mt-14 rounded-(--radius-card) p-6 text-center text-white sm:p-10"
        >
          <h2 id="own-title" className="text-2xl font-bold">
            Own a Local Business?
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-white/95">
            Listing a Wyoming business in the guide is free. Tell us about yours and our team will be in
            touch.
          </p>
          <LinkButton to="/contact" variant="light" className="mt-5">
            Contact Us
          </LinkButton>
        </section>
      </div>
    </>
  )
}
