import { LinkButton } from '~/components/link-button'
import { PageHero } from '~/components/page-hero'
import { localeOfPath } from '~/lib/i18n/config'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/accessibility'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  return {
    // The page's words in its language (decision 059).
    messages: messagesFor(locale, ['accessibility']),
    title: t('accessibility.title'),
    description: t('accessibility.metaDescription'),
  }
}

/** The accessibility statement (issue 46 item 5): the target, what is tested and how, known gaps, how to report. */
export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  // Where a report goes: the contact form, to the editors' inbox, its subject filled in.
  const report = t.path(`/contact?subject=${encodeURIComponent(t('accessibility.subject'))}`)
  return (
    <>
      <PageHero title={loaderData.title} subtitle={t('accessibility.subtitle')} />
      <div className="mx-auto grid max-w-3xl gap-10 px-4 pb-16 text-lg">
        <section aria-labelledby="target-title" className="grid gap-3">
          <h2 id="target-title" className="text-3xl font-bold">
            {t('accessibility.target.title')}
          </h2>
          <p>{t('accessibility.target.text')}</p>
          <ul className="list-disc space-y-2 pl-6">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index}>{t(`accessibility.target.${index}` as 'accessibility.target.0')}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="tested-title" className="grid gap-3">
          <h2 id="tested-title" className="text-3xl font-bold">
            {t('accessibility.tested.title')}
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>{t(`accessibility.tested.${index}` as 'accessibility.tested.0')}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="gaps-title" className="grid gap-3">
          <h2 id="gaps-title" className="text-3xl font-bold">
            {t('accessibility.gaps.title')}
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              {t('accessibility.gaps.map.before')}{' '}
              <a className="text-secondary underline underline-offset-4" href={t.path('/map')}>
                {t('accessibility.gaps.map.link')}
              </a>
              {t('accessibility.gaps.map.after')}
            </li>
            <li>{t('accessibility.gaps.1')}</li>
            <li>{t('accessibility.gaps.2')}</li>
          </ul>
        </section>
        <section aria-labelledby="report-title" className="grid gap-3">
          <h2 id="report-title" className="text-3xl font-bold">
            {t('accessibility.report.title')}
          </h2>
          <p>{t('accessibility.report.text')}</p>
          <div>
            <LinkButton to={report} size="lg">
              {t('accessibility.report.button')}
            </LinkButton>
          </div>
        </section>
      </div>
    </>
  )
}
