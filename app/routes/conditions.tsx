import { Snowflake, Thermometer } from '~/components/icons'
import { AlertCard, AsOfLine } from '~/components/conditions/alert-card'
import { ConditionsMap } from '~/components/conditions/conditions-map'
import { MAP_VIEWS } from '~/content/map-views'
import { VALLEY_GEOGRAPHY } from '~/content/valley-map'
import { conditionsMap } from '~/lib/conditions/conditions-map.server'
import { PageHero } from '~/components/page-hero'
import { Card, CardContent } from '~/components/ui/card'
import { conditionsPage } from '~/lib/conditions/conditions.server'
import { getDb } from '~/lib/db.server'
import { messagesFor, serverT } from '~/lib/i18n/catalog.server'
import { localeOfPath } from '~/lib/i18n/config'
import { useT } from '~/lib/i18n/use-t'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/conditions'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? '', data?.description ?? '')

/**
 * /conditions (issue 48 item 3): the active alerts by kind, then on a map (their areas and the
 * places they point at), snow depth and the forecast, each as of its time.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const t = serverT(locale)
  const db = getDb()
  const now = new Date()
  const page = await conditionsPage(db, now, locale)
  const map =
    page.count > 0
      ? await conditionsMap(db, now, { geography: VALLEY_GEOGRAPHY, views: MAP_VIEWS, locale })
      : null
  return {
    // The page's words in its language (the map's shared pieces are the listing's).
    messages: messagesFor(locale, ['conditions', 'listing']),
    title: t('conditions.title'),
    description: t('conditions.metaDescription'),
    ...page,
    map,
  }
}

export default function ConditionsRoute({
  loaderData: { groups, count, snow, forecast, map, title },
}: Route.ComponentProps) {
  const t = useT()
  // The forecast's words are the National Weather Service's, in English (marked so on other pages).
  const english = t.locale !== 'en' ? 'en' : undefined
  return (
    <>
      <PageHero title={title} subtitle={t('conditions.subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-12">
        <section aria-labelledby="alerts-title">
          <h2 id="alerts-title" className="text-3xl font-bold">
            {t('conditions.alerts.title')}
          </h2>
          {count === 0 ? (
            <p className="text-muted-foreground mt-3 text-lg">{t('conditions.alerts.none')}</p>
          ) : (
            <>
              <p className="text-muted-foreground mt-2">{t('conditions.alerts.count', { count })}</p>
              {groups.map((group) => (
                <section key={group.kind} aria-labelledby={`kind-${group.kind}`} className="mt-6">
                  <h3 id={`kind-${group.kind}`} className="text-2xl font-bold">
                    {group.label}
                  </h3>
                  <ul className="mt-3 grid gap-3">
                    {group.alerts.map((alert) => (
                      <li key={alert.id}>
                        <AlertCard alert={alert} headingLevel={3} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </section>

        {map ? <ConditionsMap data={map} /> : null}

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="snow-title">
            <Card className="h-full">
              <CardContent className="p-6">
                <h2 id="snow-title" className="flex items-center gap-2 text-2xl font-bold">
                  <Snowflake aria-hidden="true" className="size-6" />
                  {t('conditions.snow.title')}
                </h2>
                {snow.length === 0 ? (
                  <p className="text-muted-foreground mt-3">{t('conditions.snow.none')}</p>
                ) : (
                  <ul className="mt-3 grid gap-3">
                    {snow.map((figure) => (
                      <li key={figure.name}>
                        <p className="text-lg">
                          <span className="font-semibold">{figure.name}</span>:{' '}
                          {t('conditions.snow.depth', { depth: figure.depthIn })}
                        </p>
                        <AsOfLine asOf={figure.asOf} className="text-muted-foreground" />
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </section>
          <section aria-labelledby="forecast-title">
            <Card className="h-full">
              <CardContent className="p-6">
                <h2 id="forecast-title" className="flex items-center gap-2 text-2xl font-bold">
                  <Thermometer aria-hidden="true" className="size-6" />
                  {t('conditions.forecast.title')}
                </h2>
                {forecast.length === 0 ? (
                  <p className="text-muted-foreground mt-3">{t('conditions.forecast.none')}</p>
                ) : (
                  forecast.map((place) => (
                    <div key={place.name} className="mt-4">
                      <h3 className="text-xl font-bold">{place.name}</h3>
                      <ul className="mt-2 grid gap-1">
                        {place.periods.map((period) => (
                          <li key={period.start}>
                            <span className="font-semibold" lang={english}>
                              {period.name}
                            </span>
                            : <span lang={english}>{period.short}</span>,{' '}
                            {t(period.isDaytime ? 'conditions.forecast.high' : 'conditions.forecast.low', {
                              temperature: period.temperatureF,
                            })}
                            {period.snow ? (
                              <>
                                , {t('conditions.forecast.newSnow')} <span lang={english}>{period.snow}</span>
                              </>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                      <AsOfLine asOf={place.asOf} className="text-muted-foreground mt-1" />
                    </div>
                  ))
                )}
              </CardContent>
            </Card>
          </section>
        </div>
      </div>
    </>
  )
}
