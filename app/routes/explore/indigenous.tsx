import { HandHeart } from '~/components/icons'
import { ExplorePageView } from '~/components/experience-card'
import { INDIGENOUS, RESPECT_GUIDELINES } from '~/content/explore'
import { getDb } from '~/lib/db.server'
import { featuredListings } from '~/lib/explore.server'
import { exploreWords } from '~/lib/explore-words.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta, previewImage } from '~/lib/meta'
import type { Route } from './+types/indigenous'

// The link-preview picture (og:image).
export const handle = previewImage('tipi')

export const meta = ({ data }: Pick<Route.MetaArgs, 'data'>) =>
  pageMeta(data?.title ?? '', data?.description ?? '')

/** The listings the page features, every fact from the listing itself (issue 45 item 4). */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return {
    // in the page's language where translated (English marked lang="en" where not)
    featured: await featuredListings(getDb(), 'indigenous', locale),
    // The page's words in its language (decision 059).
    ...exploreWords(locale, 'indigenous'),
  }
}

export default function IndigenousRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <ExplorePageView page={INDIGENOUS} featured={loaderData.featured}>
      <section
        aria-labelledby="respect-title"
        className="border-border bg-accent mt-12 rounded-(--radius-card) border p-6 sm:p-8"
      >
        <h2 id="respect-title" className="flex items-center gap-3 text-3xl font-bold">
          <HandHeart className="text-primary size-8 shrink-0" aria-hidden="true" />
          {t('explore.indigenous.respect.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-lg">{t('explore.indigenous.respect.text')}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {RESPECT_GUIDELINES.map((guideline) => (
            <li key={guideline} className="bg-card rounded-xl p-5 shadow-sm">
              <h3 className="text-lg font-bold">{t(`explore.indigenous.respect.${guideline}.title`)}</h3>
              <p className="mt-1">{t(`explore.indigenous.respect.${guideline}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </ExplorePageView>
  )
}
