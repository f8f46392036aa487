import { FeaturedListingCard } from '~/components/experience-card'
import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { SceneImage } from '~/components/scene-image'
import { SHOP_CATEGORIES } from '~/content/shops'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { exploreWords } from '~/lib/explore-words.server'
import { localeOfPath } from '~/lib/i18n/config'
import type { MessageKey } from '~/lib/i18n/messages'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/listings'

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>) =>
  pageMeta(data?.title ?? '', data?.description ?? '')

/** The businesses the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return {
    // in the page's language where translated (English marked lang="en" where not)
    featured: await featuredListings(getDb(), 'listings', locale),
    // The page's words in its language (decision 059).
    ...exploreWords(locale, 'listings'),
  }
}

/** A message named by a template (`explore.listings.category.${id}.name`): its keys are checked by the catalog test. */
const key = (id: string) => id as MessageKey

export default function ListingsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <>
      <PageHero title={t('explore.listings.title')} subtitle={t('explore.listings.subtitle')} />
      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="text-3xl font-bold">
            {t('explore.listings.categories')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {SHOP_CATEGORIES.map((category, index) => (
              <li
                key={category.id}
                className="border-border bg-card flex flex-col overflow-hidden rounded-(--radius-card) border shadow-sm"
              >
                {/* The first category's picture is the page's largest paint on a phone. */}
                <SceneImage image={{ scene: category.scene }} priority={index === 0} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-bold">
                    {t(key(`explore.listings.category.${category.id}.name`))}
                  </h3>
                  <p className="text-primary font-display mt-1 text-2xl font-bold">
                    {t(key(`explore.listings.category.${category.id}.count`))}
                  </p>
                  <p className="text-muted-foreground mt-2">
                    {t(key(`explore.listings.category.${category.id}.description`))}
                  </p>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                    {Array.from({ length: category.examples }, (_, n) => (
                      <li key={n}>{t(key(`explore.listings.category.${category.id}.examples.${n}`))}</li>
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
              {t('explore.listings.featured.title')}
            </h2>
            <p className="text-muted-foreground mt-2 max-w-3xl">{t('explore.listings.featured.text')}</p>
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
            {t('explore.listings.own.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-white/95">{t('explore.listings.own.text')}</p>
          <LinkButton to={t.path('/contact')} variant="light" className="mt-5">
            {t('explore.listings.own.contact')}
          </LinkButton>
        </section>
      </div>
    </>
  )
}
