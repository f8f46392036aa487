import { Clock, MapPin, Phone } from '~/components/icons'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { FEATURED_BUSINESSES, SHOP_CATEGORIES } from '~/content/shops'
import { PhoneLink } from '~/components/contact-items'
import { pageMeta } from '~/lib/meta'

export const meta = () =>
  pageMeta(
    'Shop Local',
    'Shop local in Jackson Hole and Star Valley: shops, stores, purveyors and outfitters.',
  )

export default function ListingsRoute() {
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

        <section aria-labelledby="featured-title" className="mt-14">
          <h2 id="featured-title" className="text-3xl font-bold">
            Featured Local Businesses
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {FEATURED_BUSINESSES.map((business) => (
              <li
                key={business.name}
                className="border-border bg-card flex flex-col overflow-hidden rounded-(--radius-card) border shadow-sm sm:flex-row"
              >
                <SceneImage image={business.image} className="sm:w-48 sm:shrink-0 sm:self-stretch" />
                <div className="p-5">
                  <p className="text-sage text-sm font-semibold">{business.category}</p>
                  <h3 className="mt-1 text-xl font-bold">{business.name}</h3>
                  <p className="text-muted-foreground mt-2">{business.description}</p>
                  <dl className="mt-3 space-y-1 text-sm">
                    <div className="flex items-start gap-2">
                      <dt>
                        <MapPin className="text-primary mt-0.5 size-4" aria-hidden="true" />
                        <span className="sr-only">Town</span>
                      </dt>
                      <dd>{business.town}, Wyoming</dd>
                    </div>
                    <div className="flex items-start gap-2">
                      <dt>
                        <Clock className="text-primary mt-0.5 size-4" aria-hidden="true" />
                        <span className="sr-only">Hours</span>
                      </dt>
                      <dd>{business.hours}</dd>
                    </div>
                    <div className="flex items-center gap-2">
                      <dt>
                        <Phone className="text-primary size-4" aria-hidden="true" />
                        <span className="sr-only">Phone</span>
                      </dt>
                      <dd>
                        <PhoneLink
                          phone={business.phone}
                          className="[&[href]]:text-secondary inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:[&[href]]:underline"
                        />
                      </dd>
                    </div>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </section>

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
